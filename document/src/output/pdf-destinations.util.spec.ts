import { hasNumberedDestination, numberDestinations, pointDestinations, type QpdfValue } from './pdf-destinations.util';

const pages = new Map([
  ['10 0 R', 0],
  ['12 0 R', 1],
]);

describe('numberDestinations', () => {
  it('names the page of each explicit destination by its number, wherever the destination is', () => {
    const outlineItem: QpdfValue = { '/Title': 'u:Intro', '/Dest': ['12 0 R', '/XYZ', 54, 921, null] };
    expect(numberDestinations(outlineItem, pages)).toEqual({ '/Title': 'u:Intro', '/Dest': ['/PT.page.1', '/XYZ', 54, 921, null] });
    const action: QpdfValue = { '/S': '/GoTo', '/D': ['10 0 R', '/Fit'] };
    expect(numberDestinations(action, pages)).toEqual({ '/S': '/GoTo', '/D': ['/PT.page.0', '/Fit'] });
    // A name tree's leaf: names and destinations (or dictionaries holding one in /D) in turn.
    const names: QpdfValue = { '/Names': ['u:a', ['10 0 R', '/FitH', 700], 'u:b', { '/D': ['12 0 R', '/FitR', 0, 0, 1, 1] }] };
    expect(numberDestinations(names, pages)).toEqual({
      '/Names': ['u:a', ['/PT.page.0', '/FitH', 700], 'u:b', { '/D': ['/PT.page.1', '/FitR', 0, 0, 1, 1] }],
    });
  });

  it('leaves what is not a destination of a page of the document', () => {
    expect(numberDestinations({ '/Kids': ['10 0 R', '12 0 R'], '/Count': 2 }, pages)).toBeUndefined();
    expect(numberDestinations({ '/Dest': ['99 0 R', '/Fit'] }, pages)).toBeUndefined(); // not a page
    expect(numberDestinations({ '/S': '/GoToR', '/D': [3, '/Fit'] }, pages)).toBeUndefined(); // another file's page
    expect(numberDestinations({ '/Dest': '/chapter1' }, pages)).toBeUndefined(); // named: the name tree holds the page
    expect(numberDestinations('10 0 R', pages)).toBeUndefined();
  });
});

describe('pointDestinations', () => {
  it('names the page of each numbered destination by the reference asked for, null when there is none', () => {
    const value: QpdfValue = { '/A': { '/S': '/GoTo', '/D': ['/PT.page.1', '/XYZ', 0, 0, 0] }, '/Dest': ['/PT.page.7', '/Fit'] };
    expect(hasNumberedDestination(value)).toBe(true);
    expect(pointDestinations(value, (n) => (n === 1 ? '40 0 R' : undefined))).toEqual({
      '/A': { '/S': '/GoTo', '/D': ['40 0 R', '/XYZ', 0, 0, 0] },
      '/Dest': [null, '/Fit'],
    });
  });

  it('undoes numberDestinations when every page keeps its reference', () => {
    const value: QpdfValue = { '/First': '3 0 R', '/Dest': ['12 0 R', '/FitBH', 10], '/Names': ['u:x', ['10 0 R', '/Fit']] };
    const numbered = numberDestinations(value, pages)!;
    expect(pointDestinations(numbered, (n) => [...pages].find(([, i]) => i === n)?.[0])).toEqual(value);
    expect(hasNumberedDestination(value)).toBe(false);
  });
});
