/**
 * The JSON of a customer's whole list, kept per user with the rows it was made from, and answered again while the
 * database gives the same rows: they are read on every request and compared field by field, so a change to any row,
 * made by this process or another replica, makes the answer anew. What it saves is building and serialising hundreds
 * of items per request (the answer is a function of the rows alone). Lists shorter than `minRows` are not kept (cheap
 * to make); the kept answers are bounded by their total length, the least recently answered dropped first.
 */
export class ListAnswers<R extends object> {
  private readonly entries = new Map<number, { rows: R[]; json: string }>();
  private length = 0;

  constructor(private readonly options: { maxLength: number; minRows: number } = { maxLength: 16 * 1024 * 1024, minRows: 20 }) {}

  answer(key: number, rows: R[], render: (rows: R[]) => string): string {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (sameRows(kept.rows, rows)) {
        this.entries.set(key, kept); // the most recently answered last
        return kept.json;
      }
      this.length -= kept.json.length;
    }
    const json = render(rows);
    if (rows.length >= this.options.minRows && json.length <= this.options.maxLength) {
      this.entries.set(key, { rows, json });
      this.length += json.length;
      for (const [oldKey, old] of this.entries) {
        if (this.length <= this.options.maxLength) break;
        this.entries.delete(oldKey);
        this.length -= old.json.length;
      }
    }
    return json;
  }
}

function sameRows<R extends object>(before: R[], now: R[]): boolean {
  if (before.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) {
    const a = before[i] as Record<string, unknown>;
    const b = now[i] as Record<string, unknown>;
    const keys = Object.keys(b);
    if (keys.length !== Object.keys(a).length) return false;
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  }
  return true;
}

/** Column values as drivers give them: numbers, strings, booleans, null, Dates (pg) and parsed JSON (pg jsonb). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
