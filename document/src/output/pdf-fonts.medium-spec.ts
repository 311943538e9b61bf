import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { typesetBlock } from './output.fixtures';
import { writeTranslatedPdf } from './pdf-writer';

// The faces a writing process shares between documents (pdf-fonts.ts, sharedFontkit), read back with poppler: a
// document's text can be searched and copied whatever the documents written before it drew.

describe('faces shared by the documents of one writing process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-fonts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const blankPdf = async () => {
    const doc = await PDFDocument.create();
    doc.addPage([612, 792]);
    return doc.save();
  };
  const textOf = (pdf: Uint8Array, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, pdf);
    return spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ').trim();
  };

  it("keeps a letter's character in the next document when the one before drew it only inside an accented letter", async () => {
    // 2023-06-20-PV.pdf after chelsea_pdta.pdf in one process: "COMMITT OF D MOLITION" (every E without its
    // character: the first document's subset made the E of its È without one).
    const sourcePdf = await blankPdf();
    const block = (translatedText: string) => typesetBlock({ translatedText, bold: true, fontName: 'Arial-BoldMT', fontSize: 12 });
    const first = await writeTranslatedPdf({ sourcePdf, blocks: [block('PROCÈS À SUIVRE')] });
    expect(textOf(first.pdf, 'first.pdf')).toBe('PROCÈS À SUIVRE');
    const second = await writeTranslatedPdf({ sourcePdf, blocks: [block('COMMITTEE OF DEMOLITION AND RECORD')] });
    expect(textOf(second.pdf, 'second.pdf')).toBe('COMMITTEE OF DEMOLITION AND RECORD');
  });
});
