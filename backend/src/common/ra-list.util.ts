import { type Localizable, text } from './localized-text';
import type { ServerMessageKey } from './server-messages';

// The list conventions of react-admin's ra-data-simple-rest: ?sort=["field","ASC"]&range=[0,24]&filter={...},
// answered with a JSON array and a Content-Range header "resource start-end/total".

export const MAX_PAGE_SIZE = 1000;

export type SortOrder = 'ASC' | 'DESC';

export interface ListQueryInput {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListParams<S extends string> {
  sort: { field: S; order: SortOrder };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** A malformed list query: the text is the 400 detail (its English is the message). */
export class ListQueryError extends Error {
  constructor(readonly text: Localizable) {
    super(text.render('en'));
  }
}

const problem = (key: ServerMessageKey, params?: Record<string, string | number>) => new ListQueryError(text(key, params));

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw problem('listParamNotJson', { name });
  }
}

const isIndex = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

// Sort on a whitelisted field (order case-insensitive), an inclusive range of at most MAX_PAGE_SIZE records
// (absent: the first MAX_PAGE_SIZE), and a filter object whose keys each resource checks.
export function parseListQuery<S extends string>(
  input: ListQueryInput,
  options: { sortFields: readonly S[]; defaultSort: { field: S; order: SortOrder } },
): ListParams<S> {
  let sort = options.defaultSort;
  if (input.sort !== undefined) {
    const value = parseJson('sort', input.sort);
    const [field, order] = Array.isArray(value) && value.length === 2 ? value : [];
    if (typeof field !== 'string' || typeof order !== 'string') throw problem('listSortShape');
    if (!(options.sortFields as readonly string[]).includes(field)) {
      throw problem('listSortField', { fields: options.sortFields.join(', ') });
    }
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw problem('listSortOrder');
    sort = { field: field as S, order: upper };
  }
  let offset = 0;
  let limit = MAX_PAGE_SIZE;
  if (input.range !== undefined) {
    const value = parseJson('range', input.range);
    const [start, end] = Array.isArray(value) && value.length === 2 ? value : [];
    if (!isIndex(start) || !isIndex(end) || end < start) throw problem('listRange');
    if (end - start + 1 > MAX_PAGE_SIZE) throw problem('listRangeTooLarge', { max: MAX_PAGE_SIZE });
    offset = start;
    limit = end - start + 1;
  }
  let filter: Record<string, unknown> = {};
  if (input.filter !== undefined) {
    const value = parseJson('filter', input.filter);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw problem('listFilterObject');
    filter = value as Record<string, unknown>;
  }
  return { sort, offset, limit, filter };
}

// "organizations 0-24/57"; an empty page is "organizations */57" (no range to name), as HTTP writes it.
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Refuses filter keys a resource does not know, so a typo is an error rather than an unfiltered list. */
export function assertFilterKeys(filter: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(filter).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw problem('listUnknownFilter', { unknown: unknown.join(', '), allowed: allowed.join(', ') });
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** A record id (a positive integer; numeric text too, as forms send it), or undefined when absent. */
export function filterId(filter: Record<string, unknown>, key: string): number | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (!isId(id)) throw problem('listFilterId', { key });
  return id;
}

/** One id or a list of ids (react-admin's getMany sends {"id": [1, 2]}), or undefined when absent. */
export function filterIds(filter: Record<string, unknown>, key: string): number[] | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  if (!ids.every(isId)) throw problem('listFilterIds', { key });
  return ids;
}

/** Text to search for (trimmed; blank is no filter). */
export function filterText(filter: Record<string, unknown>, key: string, maxLength = 255): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw problem('listFilterText', { key, max: maxLength });
  return value.trim() === '' ? undefined : value.trim();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date bound in UTC: a day ("2026-11-23") covers that whole day, so `from` is its start and `to` the start of the
 * next day (exclusive); a date-time (UTC when it names no offset) is exact, `to` including it.
 * Answers the bound as [from inclusive, to exclusive).
 */
export function filterDate(filter: Record<string, unknown>, key: string, bound: 'from' | 'to'): Date | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const invalid = () => problem('listFilterDate', { key });
  if (typeof value !== 'string') throw invalid();
  const day = ISO_DATE.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const start = new Date(Date.UTC(year, month - 1, date));
    if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== date) throw invalid();
    return bound === 'from' ? start : new Date(start.getTime() + 24 * 3600 * 1000);
  }
  const dateTime = ISO_DATE_TIME.exec(value);
  if (!dateTime) throw invalid();
  const instant = new Date(dateTime[1] ? value : `${value}Z`);
  if (Number.isNaN(instant.getTime())) throw invalid();
  return bound === 'from' ? instant : new Date(instant.getTime() + 1);
}

/** LIKE pattern for "contains", lower-case, with %, _ and the escape character escaped (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
