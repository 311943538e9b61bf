// What the outline, named destinations and links of a long document point at, kept through the split and join of its
// ranges (pdf-ranges.ts). A destination names its page by reference ([12 0 R /XYZ 54 921 0]); the join replaces the
// source's pages by the translated ranges' pages, and qpdf turns every reference to a replaced page into null. So
// before the split each destination names its page by number, as a name qpdf and pdf-lib carry as they are
// ([/PT.page.4 /XYZ 54 921 0]), and after the join the page of that number in the output is put back.
// Values are qpdf's JSON (version 2): "12 0 R" a reference, "/XYZ" a name, numbers, arrays and dictionaries as such.

export type QpdfValue = null | boolean | number | string | QpdfValue[] | { [key: string]: QpdfValue };

/** The views of an explicit destination (PDF 32000-1 12.3.2.2): its second element. */
const VIEWS = new Set(['/XYZ', '/Fit', '/FitH', '/FitV', '/FitR', '/FitB', '/FitBH', '/FitBV']);
/** A page named by its number (0 = the first page): a name no PDF producer writes in a destination. */
const PAGE_NAME = /^\/PT\.page\.(\d+)$/;

function isDestination(value: QpdfValue[]): boolean {
  return value.length >= 2 && typeof value[1] === 'string' && VIEWS.has(value[1]);
}

/**
 * `value` with each destination that names a page of `pageNumbers` (reference → its number, 0 first) by reference
 * naming it by number instead; undefined when there is none.
 */
export function numberDestinations(value: QpdfValue, pageNumbers: ReadonlyMap<string, number>): QpdfValue | undefined {
  return rewrite(value, (first) => {
    const number = typeof first === 'string' ? pageNumbers.get(first) : undefined;
    return number === undefined ? undefined : `/PT.page.${number}`;
  });
}

/**
 * `value` with each destination that names its page by number (numberDestinations) naming `pageOf(number)`, a
 * reference, or null when there is no such page; undefined when there is none.
 */
export function pointDestinations(value: QpdfValue, pageOf: (number: number) => string | undefined): QpdfValue | undefined {
  return rewrite(value, (first) => {
    const match = typeof first === 'string' ? PAGE_NAME.exec(first) : null;
    return match ? (pageOf(Number(match[1])) ?? null) : undefined;
  });
}

/** Whether `value` holds a destination that names its page by number. */
export function hasNumberedDestination(value: QpdfValue): boolean {
  return pointDestinations(value, () => undefined) !== undefined;
}

/** `value` with the first element of each destination replaced by `replace`'s answer (undefined: kept). */
function rewrite(value: QpdfValue, replace: (first: QpdfValue) => QpdfValue | undefined): QpdfValue | undefined {
  if (Array.isArray(value)) {
    const first = isDestination(value) ? replace(value[0]) : undefined;
    let changed = first !== undefined;
    const items = value.map((item, i) => {
      if (i === 0 && first !== undefined) return first;
      const next = rewrite(item, replace);
      if (next === undefined) return item;
      changed = true;
      return next;
    });
    return changed ? items : undefined;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = rewrite(item, replace);
      if (next === undefined) return [key, item] as const;
      changed = true;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}
