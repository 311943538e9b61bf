import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// A long document is written by ranges of pages (TranslatedPdfBuilder with `ranges`), so the writing process never
// parses the whole of it: qpdf splits the source into files of `rangePages` pages before, and joins the translated
// ranges after. qpdf works from files and streams their objects: its memory follows the largest object, not the
// document. It is Debian's qpdf (.ci/toolchain.sh installs it).

/** qpdf's exit status when it wrote its output but warned (a damaged file it repaired). */
const QPDF_WARNINGS = 3;

/** A run of the source's pages in a file of its own: the numbers of its first and last pages, and where it is. */
export interface RangeFile {
  first: number;
  last: number;
  path: string;
}

function qpdf(args: readonly string[], timeoutMs: number, maxBuffer = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('qpdf', args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer }, (error, out, stderr) => {
      if (!error || error.code === QPDF_WARNINGS) return resolve(out);
      const reason = error.killed ? `killed after ${timeoutMs} ms` : (stderr.trim().split('\n').pop() ?? error.message);
      reject(new Error(`qpdf failed: ${reason}`));
    });
  });
}

/** The largest catalog read as JSON (a catalog names its parts by reference: it is small). */
const MAX_CATALOG_JSON = 16 * 1024 * 1024;

/**
 * Splits `source` into files of `rangePages` pages in `dir` (qpdf --split-pages), in page order. Each file keeps what
 * its pages use (fonts, images), so a resource shared by pages of two ranges is in both files.
 */
export async function splitPdf(source: string, dir: string, rangePages: number, timeoutMs: number): Promise<RangeFile[]> {
  await qpdf([source, `--split-pages=${rangePages}`, join(dir, 'range-%d.pdf')], timeoutMs);
  const ranges: RangeFile[] = [];
  for (const name of await readdir(dir)) {
    // qpdf names them range-<first>-<last>.pdf, numbers zero-padded to the page count's width.
    const match = /^range-(\d+)-(\d+)\.pdf$/.exec(name);
    if (match) ranges.push({ first: Number(match[1]), last: Number(match[2]), path: join(dir, name) });
  }
  return ranges.sort((a, b) => a.first - b.first);
}

/**
 * Joins the ranges' files, in order, into `out`. The source stays the document (qpdf's primary file): its catalog
 * (outline, named destinations, forms, metadata) is kept with `language` as its /Lang, its pages replaced by the
 * ranges' pages. An outline entry or destination that named one of the source's pages by reference names nothing
 * after (qpdf does not map one file's pages to another's); the page labels are the ranges'.
 */
export async function joinPdfRanges(params: {
  source: string;
  parts: readonly string[];
  out: string;
  language?: string;
  dir: string;
  timeoutMs: number;
}): Promise<void> {
  const { source, parts, out, language, dir, timeoutMs } = params;
  const update: string[] = [];
  if (language) {
    // The catalog with the translation's /Lang, applied to the source as qpdf reads it (--update-from-json).
    const json = (objects: string) => qpdf(['--json', '--json-key=qpdf', `--json-object=${objects}`, source], timeoutMs, MAX_CATALOG_JSON);
    type QpdfJson = { qpdf: [unknown, Record<string, { value: Record<string, unknown> }>] };
    const trailer = (JSON.parse(await json('trailer')) as QpdfJson).qpdf[1].trailer?.value;
    const root = typeof trailer?.['/Root'] === 'string' ? /^(\d+) 0 R$/.exec(trailer['/Root'])?.[1] : undefined;
    if (root) {
      const catalog = JSON.parse(await json(root)) as QpdfJson;
      const value = catalog.qpdf[1][`obj:${root} 0 R`]?.value;
      if (value) {
        value['/Lang'] = `u:${language}`;
        const file = join(dir, 'catalog.json');
        await writeFile(file, JSON.stringify(catalog));
        update.push(`--update-from-json=${file}`);
      }
    }
  }
  await qpdf([source, ...update, '--pages', ...parts, '--', out], timeoutMs);
  if (!existsSync(out)) throw new Error('qpdf failed: no output');
}
