import {
  assertFilterKeys,
  containsPattern,
  contentRange,
  filterDate,
  filterId,
  filterIds,
  filterText,
  ListQueryError,
  MAX_PAGE_SIZE,
  parseListQuery,
} from './ra-list.util';

const options = { sortFields: ['id', 'label'] as const, defaultSort: { field: 'id' as const, order: 'DESC' as const } };

describe('parseListQuery (ra-data-simple-rest parameters)', () => {
  it('reads sort, inclusive range and filter', () => {
    expect(parseListQuery({ sort: '["label","asc"]', range: '[10,34]', filter: '{"q":"x"}' }, options)).toEqual({
      sort: { field: 'label', order: 'ASC' },
      offset: 10,
      limit: 25,
      filter: { q: 'x' },
    });
  });

  it('defaults to the default sort, the first MAX_PAGE_SIZE records and no filter', () => {
    expect(parseListQuery({}, options)).toEqual({ sort: { field: 'id', order: 'DESC' }, offset: 0, limit: MAX_PAGE_SIZE, filter: {} });
    expect(parseListQuery({ range: '[0,0]' }, options)).toMatchObject({ offset: 0, limit: 1 });
  });

  it.each([
    [{ sort: 'label' }, 'sort must be JSON'],
    [{ sort: '["label"]' }, 'sort must be ["field","ASC" or "DESC"]'],
    [{ sort: '["createdAt","ASC"]' }, 'sort field must be one of id, label'],
    [{ sort: '["label","sideways"]' }, 'sort order must be ASC or DESC'],
    [{ range: '[3,1]' }, 'range must be [start, end] with 0 <= start <= end'],
    [{ range: '[-1,4]' }, 'range must be [start, end] with 0 <= start <= end'],
    [{ range: '[0.5,4]' }, 'range must be [start, end] with 0 <= start <= end'],
    [{ range: `[0,${MAX_PAGE_SIZE}]` }, `range may cover at most ${MAX_PAGE_SIZE} records`],
    [{ filter: '[]' }, 'filter must be a JSON object'],
    [{ filter: 'null' }, 'filter must be a JSON object'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => parseListQuery(input, options)).toThrow(ListQueryError);
    expect(() => parseListQuery(input, options)).toThrow(new Error(message));
  });

  it('carries the problem in French too', () => {
    const error = (() => {
      try {
        parseListQuery({ range: `[0,${MAX_PAGE_SIZE}]` }, options);
      } catch (err) {
        return err as ListQueryError;
      }
    })();
    expect(error?.text.render('fr')).toBe(`range peut couvrir au plus ${MAX_PAGE_SIZE} enregistrements`);
  });
});

describe('contentRange', () => {
  it('names the inclusive range of the page and the total; an empty page has no range', () => {
    expect(contentRange('organizations', 0, 25, 57)).toBe('organizations 0-24/57');
    expect(contentRange('payg-sales', 50, 7, 57)).toBe('payg-sales 50-56/57');
    expect(contentRange('payg-sales', 60, 0, 57)).toBe('payg-sales */57');
    expect(contentRange('payg-sales', 0, 0, 0)).toBe('payg-sales */0');
  });
});

describe('filters', () => {
  it('refuses unknown keys', () => {
    expect(() => assertFilterKeys({ q: 1, id: 2 }, ['q', 'id'])).not.toThrow();
    expect(() => assertFilterKeys({ q: 1, nme: 2 }, ['q', 'id'])).toThrow('Unknown filter: nme (allowed: q, id)');
  });

  it('reads ids, lists of ids and text', () => {
    expect(filterId({ organizationId: 4 }, 'organizationId')).toBe(4);
    expect(filterId({ organizationId: '4' }, 'organizationId')).toBe(4);
    expect(filterId({ organizationId: '' }, 'organizationId')).toBeUndefined();
    expect(filterId({}, 'organizationId')).toBeUndefined();
    expect(() => filterId({ organizationId: 0 }, 'organizationId')).toThrow('filter organizationId must be an id');
    expect(() => filterId({ organizationId: '4a' }, 'organizationId')).toThrow('filter organizationId must be an id');
    expect(filterIds({ id: [1, 2] }, 'id')).toEqual([1, 2]);
    expect(filterIds({ id: 3 }, 'id')).toEqual([3]);
    expect(filterIds({ id: [] }, 'id')).toEqual([]);
    expect(() => filterIds({ id: [1, 'x'] }, 'id')).toThrow('filter id must be an id or a list of ids');
    expect(filterText({ q: '  acme ' }, 'q')).toBe('acme');
    expect(filterText({ q: '   ' }, 'q')).toBeUndefined();
    expect(() => filterText({ q: 5 }, 'q')).toThrow('filter q must be text of at most 255 characters');
    expect(() => filterText({ q: 'x'.repeat(256) }, 'q')).toThrow('filter q must be text of at most 255 characters');
  });

  it('reads dates as UTC bounds: a day is the whole day, a date-time is exact', () => {
    expect(filterDate({ from: '2026-11-23' }, 'from', 'from')).toEqual(new Date('2026-11-23T00:00:00.000Z'));
    expect(filterDate({ to: '2026-11-23' }, 'to', 'to')).toEqual(new Date('2026-11-24T00:00:00.000Z'));
    expect(filterDate({ to: '2026-12-31' }, 'to', 'to')).toEqual(new Date('2027-01-01T00:00:00.000Z'));
    expect(filterDate({ from: '2026-11-23T14:00:00Z' }, 'from', 'from')).toEqual(new Date('2026-11-23T14:00:00.000Z'));
    expect(filterDate({ from: '2026-11-23T14:00' }, 'from', 'from')).toEqual(new Date('2026-11-23T14:00:00.000Z'));
    expect(filterDate({ from: '2026-11-23T09:00:00-05:00' }, 'from', 'from')).toEqual(new Date('2026-11-23T14:00:00.000Z'));
    expect(filterDate({ to: '2026-11-23T14:00:00.000Z' }, 'to', 'to')).toEqual(new Date('2026-11-23T14:00:00.001Z'));
    expect(filterDate({}, 'from', 'from')).toBeUndefined();
    for (const bad of ['2026-02-30', '2026-13-01', '23/11/2026', 'yesterday', '2026-11-23T25:00Z', 20261123]) {
      expect(() => filterDate({ from: bad }, 'from', 'from')).toThrow('filter from must be an ISO date (YYYY-MM-DD) or date-time');
    }
  });

  it('builds a lower-case "contains" LIKE pattern with %, _ and \\ escaped', () => {
    expect(containsPattern('Acme')).toBe('%acme%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
