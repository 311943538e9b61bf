import { strFromU8, unzipSync } from 'fflate';
import { writeTranslatedDocx } from './docx-writer';
import { docxRunOptions } from './docx-runs.util';
import { typesetBlock } from './output.fixtures';

describe('DOCX runs', () => {
  it('gives each inline style a run of its own, in the font of the block class', () => {
    const block = typesetBlock({
      fontName: 'Times-Roman',
      translatedText: 'AGENCE : la note2 cite ls -l ici.',
      inline: [
        { start: 0, end: 8, bold: true },
        { start: 16, end: 17, script: 'sup' },
        { start: 23, end: 28, mono: true },
      ],
    });
    expect(docxRunOptions(block)).toEqual([
      { text: 'AGENCE :', bold: true, italics: false, font: 'Times New Roman' },
      { text: ' la note', bold: false, italics: false, font: 'Times New Roman' },
      { text: '2', bold: false, italics: false, font: 'Times New Roman', superScript: true },
      { text: ' cite ', bold: false, italics: false, font: 'Times New Roman' },
      { text: 'ls -l', bold: false, italics: false, font: 'Courier New' },
      { text: ' ici.', bold: false, italics: false, font: 'Times New Roman' },
    ]);
  });

  it('keeps hard line breaks as breaks, and the class from the descriptor when the name says nothing', () => {
    const runs = docxRunOptions(typesetBlock({ fontName: 'F1', fontMonospace: true, translatedText: 'un\ndeux' }));
    expect(runs).toEqual([
      { text: 'un', bold: false, italics: false, font: 'Courier New' },
      { text: 'deux', bold: false, italics: false, font: 'Courier New', break: 1 },
    ]);
  });

  it('gives a word in its own colour a run in that colour', () => {
    const runs = docxRunOptions(
      typesetBlock({ fontName: 'TimesNewRomanPSMT', translatedText: 'le lundi rouge', inline: [{ start: 3, end: 8, color: '#ff0000' }] }),
    );
    expect(runs.map((run) => [run.text, run.color])).toEqual([
      ['le ', undefined],
      ['lundi', 'FF0000'],
      [' rouge', undefined],
    ]);
  });

  it('underlines and strikes through the runs of underlined and struck words', () => {
    const runs = docxRunOptions(
      typesetBlock({
        fontName: 'TimesNewRomanPSMT',
        translatedText: 'lisez tout le contrat',
        inline: [
          { start: 6, end: 10, underline: true },
          { start: 14, end: 21, strike: true },
        ],
      }),
    );
    expect(runs.map((run) => [run.text, !!run.underline, !!run.strike])).toEqual([
      ['lisez ', false, false],
      ['tout', true, false],
      [' le ', false, false],
      ['contrat', false, true],
    ]);
  });

  it('sets a heading in small capitals in Word small capitals', async () => {
    const block = typesetBlock({ fontName: 'NimbusRomNo9L-Regu', translatedText: 'I. Introduction', smallCaps: true });
    expect(docxRunOptions(block)).toEqual([
      { text: 'I. Introduction', bold: false, italics: false, font: 'Times New Roman', smallCaps: true },
    ]);
    const buffer = await writeTranslatedDocx({ blocks: [block], pageCount: 1, language: 'fr' });
    expect(strFromU8(unzipSync(new Uint8Array(buffer))['word/document.xml'])).toMatch(
      /<w:smallCaps\/>[\s\S]*?<w:t[^>]*>I\. Introduction<\/w:t>/,
    );
  });

  it('writes the runs into the document: a bold label, a superscript and the serif font', async () => {
    const buffer = await writeTranslatedDocx({
      blocks: [
        typesetBlock({
          fontName: 'Melior',
          fontSerif: true,
          translatedText: 'AGENCE : note1',
          inline: [
            { start: 0, end: 8, bold: true },
            { start: 13, end: 14, script: 'sup' },
          ],
        }),
      ],
      pageCount: 1,
      language: 'fr',
    });
    const xml = strFromU8(unzipSync(new Uint8Array(buffer))['word/document.xml']);
    expect(xml).toMatch(/<w:rFonts w:ascii="Times New Roman"[^>]*\/><w:b\/>[\s\S]*?<w:t[^>]*>AGENCE :<\/w:t>/);
    expect(xml).toMatch(/<w:vertAlign w:val="superscript"\/>[\s\S]*?<w:t[^>]*>1<\/w:t>/);
  });
});
