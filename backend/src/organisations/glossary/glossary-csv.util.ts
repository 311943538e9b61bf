import { text, type LocalizedText } from '../../common/localized-text';

/** Most entries one organisation's glossary holds (all language pairs together). */
export const GLOSSARY_MAX_ENTRIES = 5000;
/** Longest term, in characters. */
export const GLOSSARY_TERM_MAX_LENGTH = 200;
/** The CSV's columns, in order (the first line of an export; an import may start with it). */
export const GLOSSARY_CSV_HEADER = ['source_language', 'target_language', 'source_term', 'target_term'] as const;

export interface GlossaryRow {
  sourceLanguage: string;
  targetLanguage: string;
  sourceTerm: string;
  targetTerm: string;
}

/** A row the import refused: its line number in the file (1 = the first line) and why. */
export interface GlossaryRowError {
  row: number;
  reason: LocalizedText;
}

const LANGUAGE = /^[a-z]{2}$/;

/** A language code as stored: trimmed, lower case ("FR" is fr). */
export function glossaryLanguage(value: string): string {
  return value.trim().toLowerCase();
}

/** Terms compare without case and with white space collapsed ("Acme  cloud" is "acme cloud"). */
export function glossaryTermKey(term: string): string {
  return term.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * RFC 4180 records: commas, double quotes around cells holding commas, quotes (doubled) or line breaks; CRLF or LF line
 * ends; a leading byte-order mark ignored. Each record keeps the line it starts on; an unclosed quote is reported.
 */
export function parseCsvRecords(csv: string): { records: Array<{ line: number; cells: string[] }>; unclosedAt?: number } {
  const input = csv.replace(/^\uFEFF/u, '');
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let started = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      started = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
      started = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      if (started || cell !== '') records.push({ line: recordLine, cells: [...cells, cell] });
      cells = [];
      cell = '';
      started = false;
      line++;
      recordLine = line;
    } else {
      cell += c;
      started = true;
    }
  }
  if (quoted) return { records, unclosedAt: recordLine };
  if (started || cell !== '') records.push({ line: recordLine, cells: [...cells, cell] });
  return { records };
}

/** A cell an export prefixed with ' so that spreadsheets do not run it as a formula gets its text back. */
function unguard(cell: string): string {
  return /^'[=+\-@]/u.test(cell) ? cell.slice(1) : cell;
}

/**
 * The rows of an imported glossary CSV (columns GLOSSARY_CSV_HEADER, header line optional, blank lines skipped), with
 * every bad row and why: wrong number of columns, a language that is not a two-letter code, the same language twice,
 * an empty or too long term, a source term already given for the pair higher up (compared without case).
 */
export function parseGlossaryCsv(csv: string): { rows: GlossaryRow[]; errors: GlossaryRowError[] } {
  const { records, unclosedAt } = parseCsvRecords(csv);
  const rows: GlossaryRow[] = [];
  const errors: GlossaryRowError[] = [];
  const firstRowOf = new Map<string, number>();
  records.forEach(({ line, cells }, index) => {
    if (cells.every((c) => c.trim() === '')) return;
    if (index === 0 && cells.map((c) => c.trim().toLowerCase()).join(',') === GLOSSARY_CSV_HEADER.join(',')) return;
    if (cells.length !== GLOSSARY_CSV_HEADER.length) {
      errors.push({ row: line, reason: text('glossaryRowColumns', { count: cells.length }) });
      return;
    }
    const [source, target] = [cells[0], cells[1]].map(glossaryLanguage);
    const [sourceTerm, targetTerm] = [cells[2], cells[3]].map((c) => unguard(c.trim()));
    const reason = rowProblem(source, target, sourceTerm, targetTerm, cells);
    if (reason) {
      errors.push({ row: line, reason });
      return;
    }
    const key = `${source}|${target}|${glossaryTermKey(sourceTerm)}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({ row: line, reason: text('glossaryRowDuplicate', { term: sourceTerm, first }) });
      return;
    }
    firstRowOf.set(key, line);
    rows.push({ sourceLanguage: source, targetLanguage: target, sourceTerm, targetTerm });
  });
  if (unclosedAt !== undefined) errors.push({ row: unclosedAt, reason: text('glossaryRowQuotes') });
  return { rows, errors };
}

function rowProblem(source: string, target: string, sourceTerm: string, targetTerm: string, cells: string[]): LocalizedText | undefined {
  if (!LANGUAGE.test(source)) return text('glossaryRowLanguage', { value: cells[0].trim() });
  if (!LANGUAGE.test(target)) return text('glossaryRowLanguage', { value: cells[1].trim() });
  if (source === target) return text('glossaryRowSameLanguage');
  if (sourceTerm === '') return text('glossaryRowEmptySource');
  if (targetTerm === '') return text('glossaryRowEmptyTarget');
  if (sourceTerm.length > GLOSSARY_TERM_MAX_LENGTH || targetTerm.length > GLOSSARY_TERM_MAX_LENGTH) {
    return text('glossaryRowTooLong', { max: GLOSSARY_TERM_MAX_LENGTH });
  }
  return undefined;
}

/** One CSV cell: quoted when needed, and a leading ' before = + - @ (spreadsheet formulas; the import removes it). */
function csvCell(value: string): string {
  const guarded = /^[=+\-@]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** The glossary as CSV (header first, CRLF line ends), which parseGlossaryCsv reads back unchanged. */
export function glossaryCsv(rows: readonly GlossaryRow[]): string {
  return (
    [
      GLOSSARY_CSV_HEADER.join(','),
      ...rows.map((r) => [r.sourceLanguage, r.targetLanguage, r.sourceTerm, r.targetTerm].map(csvCell).join(',')),
    ].join('\r\n') + '\r\n'
  );
}
