/** Longest file name kept, in characters (the columns hold 255; room is left for a language suffix). */
export const MAX_FILE_NAME_LENGTH = 200;

// Characters that never belong in a name we show or hand to a browser: controls, and the invisible or
// direction-changing marks that make "report‮fdp.exe" display as "reportexe.pdf".
// eslint-disable-next-line no-control-regex -- control characters are what this strips from file names
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// Reserved on Windows; replaced so a saved file keeps its name on every system.
const RESERVED = /[<>:"|?*]/g;

/**
 * A user's file name made safe to store, show and send back in Content-Disposition: the last path segment only,
 * without control or invisible characters, no leading dots, at most MAX_FILE_NAME_LENGTH characters with the
 * extension kept. Never used to build a path (storage keys are generated).
 */
export function sanitizeFileName(name: string | null | undefined, fallback = 'document.pdf'): string {
  let clean = String(name ?? '')
    .normalize('NFC')
    .replace(/^.*[\\/]/, '')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const chars = Array.from(clean);
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 ? Array.from(clean.slice(dot)) : [];
    const keep = extension.length > 0 && extension.length <= 10 ? extension : [];
    clean =
      chars
        .slice(0, MAX_FILE_NAME_LENGTH - keep.length)
        .join('')
        .trimEnd() + keep.join('');
  }
  return clean || fallback;
}

/** `report.pdf` → `report`; names without an extension are kept whole. */
export function fileNameStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * `attachment` with both forms of the name (RFC 6266): an ASCII `filename` for old clients (accents dropped,
 * anything else replaced by `_`, no quotes or backslashes) and the exact UTF-8 name in `filename*` (RFC 8187).
 */
export function contentDisposition(filename: string): string {
  const name = sanitizeFileName(filename);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
