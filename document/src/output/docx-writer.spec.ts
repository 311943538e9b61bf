// fflate is what docx zips with (a dependency of docx), so reading the package back needs nothing more.
import { strFromU8, unzipSync } from 'fflate';
import { writeTranslatedDocx } from './docx-writer';
import { ACCENTED, typesetBlock } from './output.fixtures';
import type { TypesetBlock } from './output.types';

const cell = (row: number, col: number, text: string, bold = false): TypesetBlock =>
  typesetBlock({
    id: `p2-c${row}${col}`,
    page: 2,
    kind: 'table-cell',
    x: 60 + col * 118,
    y: 700 - row * 24,
    width: 80,
    bold,
    translatedText: text,
    table: { table: 0, row, col, rows: 2, cols: 2 },
  });

const BLOCKS: TypesetBlock[] = [
  typesetBlock({ id: 'p1-h', kind: 'header', y: 770, translatedText: 'Rapport annuel' }),
  typesetBlock({ id: 'p1-b0', kind: 'heading', fontSize: 20, bold: true, headingLevel: 1, translatedText: 'Chapitre premier' }),
  typesetBlock({ id: 'p1-b1', kind: 'heading', fontSize: 14, bold: true, translatedText: 'Une section' }),
  typesetBlock({ id: 'p1-b2', align: 'justified', translatedText: `Le port était calme. ${ACCENTED}.` }),
  typesetBlock({ id: 'p1-b3', kind: 'list-item', marker: '•', translatedText: 'Premier point' }),
  typesetBlock({ id: 'p1-b4', kind: 'list-item', marker: '•', translatedText: 'Second point' }),
  typesetBlock({ id: 'p1-b5', kind: 'list-item', marker: '1.', translatedText: 'Étape un' }),
  typesetBlock({ id: 'p1-b6', kind: 'list-item', marker: '2.', translatedText: 'Étape deux' }),
  typesetBlock({ id: 'p1-f', kind: 'footer', y: 20, translatedText: 'Page 1 sur 3' }),
  typesetBlock({ id: 'p2-h', page: 2, kind: 'header', y: 770, translatedText: 'Rapport annuel' }),
  typesetBlock({ id: 'p2-b0', page: 2, kind: 'list-item', marker: '3.', translatedText: 'Étape trois' }),
  cell(0, 0, 'Article', true),
  cell(0, 1, 'Quantité', true),
  cell(1, 0, 'Papier'),
  cell(1, 1, '12'),
  typesetBlock({ id: 'p2-b9', page: 2, align: 'center', italic: true, translatedText: 'Fin du tableau.' }),
];

async function unpack(blocks: TypesetBlock[], pageCount = 3): Promise<Record<string, string>> {
  const buffer = await writeTranslatedDocx({
    blocks,
    pageCount,
    language: 'fr-FR',
    pageSize: { width: 842, height: 595 },
    title: 'Traduction',
  });
  const files = unzipSync(new Uint8Array(buffer));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** The paragraphs' texts, in order, each with its style or list and page-break marks. */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p [^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1] ?? m[2] ?? '';
    const text = [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1];
    const list = /<w:numId w:val="(\d+)"/.exec(body)?.[1];
    return [body.includes('<w:pageBreakBefore') ? '⏎' : '', style ? `[${style}]` : '', list ? `#${list} ` : '', text].join('');
  });
}

describe('writeTranslatedDocx', () => {
  let files: Record<string, string>;
  beforeAll(async () => {
    files = await unpack(BLOCKS);
  });

  it('writes a Word package', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml', 'word/numbering.xml']),
    );
    expect(files['docProps/core.xml']).toContain('<dc:title>Traduction</dc:title>');
  });

  it('holds headings, paragraphs and list items in order, with a page break before each source page', () => {
    const body = paragraphs(files['word/document.xml']);
    const numbering = (text: string) => body.find((p) => p.endsWith(text))!.match(/#(\d+)/)![1];
    expect(body.map((p) => p.replace(/#\d+ /, '# '))).toEqual([
      '[Heading1]Chapitre premier',
      '[Heading2]Une section',
      `Le port était calme. ${ACCENTED}.`,
      '[ListParagraph]# Premier point',
      '[ListParagraph]# Second point',
      '[ListParagraph]# Étape un',
      '[ListParagraph]# Étape deux',
      '⏎[ListParagraph]# Étape trois',
      'Article',
      'Quantité',
      'Papier',
      '12',
      'Fin du tableau.',
      '⏎', // page 3 holds no text (an image-only page)
    ]);
    // One list per kind: the bullets, then the numbers going on across the page break.
    expect(numbering('Premier point')).toBe(numbering('Second point'));
    expect(numbering('Étape un')).not.toBe(numbering('Premier point'));
    expect(numbering('Étape trois')).toBe(numbering('Étape un'));
  });

  it('makes one paragraph again of a sentence a column break cut, but not of one a page break cut', async () => {
    const body = paragraphs(
      (
        await unpack(
          [
            typesetBlock({ id: 'p1-b0', translatedText: 'Le budget comprend un barrage dans' }),
            typesetBlock({ id: 'p1-b1', x: 320, translatedText: 'le district nord. Les travaux', continuesSentence: 'p1-b0' }),
            // A paragraph first on page 2 (a header the detection could not tell, say) is not what the sentence goes on in.
            typesetBlock({ id: 'p2-b0', page: 2, y: 760, translatedText: 'Rapport annuel' }),
            typesetBlock({ id: 'p2-b1', page: 2, translatedText: 'commencent au printemps.', continuesSentence: 'p1-b1' }),
          ],
          2,
        )
      )['word/document.xml'],
    );
    expect(body).toEqual([
      'Le budget comprend un barrage dans le district nord. Les travaux',
      '⏎Rapport annuel',
      'commencent au printemps.',
    ]);
  });

  it('rebuilds the table with its rows and columns, the bold first row repeated as a header', () => {
    const table = /<w:tbl>[\s\S]*<\/w:tbl>/.exec(files['word/document.xml'])![0];
    const rows = [...table.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((row) =>
      [...row[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]),
    );
    expect(rows).toEqual([
      ['Article', 'Quantité'],
      ['Papier', '12'],
    ]);
    expect(table).toContain('<w:tblHeader/>');
  });

  it('defines bullets and decimal numbering', () => {
    expect(files['word/numbering.xml']).toMatch(/<w:numFmt w:val="bullet"\/>[\s\S]*?<w:lvlText w:val="•"\/>/);
    expect(files['word/numbering.xml']).toMatch(/<w:numFmt w:val="decimal"\/>[\s\S]*?<w:lvlText w:val="%1."\/>/);
  });

  it('keeps alignment, bold and italic', () => {
    const xml = files['word/document.xml'];
    expect(xml).toMatch(/<w:jc w:val="both"\/>[\s\S]*?Le port était calme/);
    expect(xml).toMatch(/<w:jc w:val="center"\/>[\s\S]*?<w:i\/>[\s\S]*?Fin du tableau/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?Article/);
  });

  it('sets the document language, a Unicode font, and the page size and orientation of the source', () => {
    expect(files['word/styles.xml']).toMatch(/<w:docDefaults>[\s\S]*<w:lang w:val="fr-FR"\/>[\s\S]*<\/w:docDefaults>/);
    expect(files['word/styles.xml']).toMatch(/<w:rFonts w:ascii="Arial" w:cs="Arial" w:eastAsia="Arial" w:hAnsi="Arial"\/>/);
    expect(files['word/document.xml']).toMatch(/<w:pgSz w:w="16840" w:h="11900" w:orient="landscape"\/>/);
  });

  it('puts the running header in the page header, and the page numbers of the footer as Word fields', () => {
    const headers = Object.keys(files).filter((name) => /^word\/header\d*\.xml$/.test(name));
    expect(headers.map((name) => files[name]).join('')).toContain('Rapport annuel');
    expect(files['word/document.xml']).not.toContain('Rapport annuel');
    const footer = Object.keys(files)
      .filter((name) => /^word\/footer\d*\.xml$/.test(name))
      .map((name) => files[name])
      .join('');
    const text = footer.replace(/<w:instrText[^>]*>([^<]*)<\/w:instrText>/g, '{$1}').replace(/<[^>]+>/g, '');
    expect(text).toMatch(/^Page \{\s*PAGE\s*\} sur \{\s*NUMPAGES\s*\}$/);
  });

  it('keeps a number the same on every page in a running text, and leaves out one whose numbers are neither page nor count', async () => {
    const footers = (texts: string[]) =>
      unpack(
        texts.map((text, i) => typesetBlock({ id: `p${i + 1}-f`, page: i + 1, kind: 'footer', y: 20, translatedText: text })),
        texts.length,
      ).then((out) =>
        Object.keys(out)
          .filter((name) => /^word\/footer\d*\.xml$/.test(name))
          .map((name) => out[name].replace(/<[^>]+>/g, ''))
          .join(''),
      );
    expect(await footers(['Rapport 2025, page 1', 'Rapport 2025, page 2', 'Rapport 2025, page 3'])).toMatch(/^Rapport 2025, page \s*PAGE/);
    expect(await footers(['Section 4', 'Section 9', 'Section 12'])).toBe('');
  });

  it('writes a document with no text at all (every page an image)', async () => {
    const empty = await unpack([], 2);
    expect(paragraphs(empty['word/document.xml'])).toEqual(['⏎']);
  });
});
