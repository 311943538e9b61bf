import type { PageText, TextItem } from './layout.types';
import { buildLine } from './lines.util';
import { insideBlockComments, isMathFont, isNotProse, notProseContext, protectWithRanges, specialRanges } from './not-prose.util';
import { restoreText } from './protect.util';
import { applyTranslations, buildSegments } from './segments.util';

/** Runs of one line, each 5 pt per character, a space's width apart when `gap`. */
function runs(y: number, ...parts: Array<[string, string]>): TextItem[] {
  let x = 72;
  return parts.map(([text, fontName]) => {
    const item: TextItem = {
      text,
      x,
      y,
      width: 5 * text.length,
      height: 10,
      fontName,
      fontSize: 10,
      bold: false,
      italic: false,
      hasEOL: false,
    };
    x += 5 * text.length;
    return item;
  });
}
const blockOf = (...lines: TextItem[][]) => ({ lines: lines.map((items) => buildLine({ items })) });
const SERIF = { monoIsCode: true };

describe('not prose', () => {
  it('knows the math fonts of TeX, Word and Symbol, whatever their subset tag', () => {
    expect(
      ['CMMI10', 'ABCDEF+CMSY7', 'CMEX10', 'CambriaMath', 'Cambria-Math', 'SymbolMT', 'STIXTwoMath-Regular', 'MSBM10'].every(isMathFont),
    ).toBe(true);
    expect(['CMR10', 'TimesNewRomanPSMT', 'Mathilda', 'ArialMT', 'CMTT10'].some(isMathFont)).toBe(false);
  });

  it('takes monospace for code only where it is not the body font (a typewritten transcript is prose)', () => {
    const page = (font: string, n: number): Pick<PageText, 'items'> => ({
      items: runs(700, ...Array.from({ length: n }, (): [string, string] => ['word ', font])),
    });
    expect(notProseContext([page('CMR10', 10), page('CMTT10', 2)]).monoIsCode).toBe(true);
    expect(notProseContext([page('CourierNewPSMT', 10), page('TimesNewRomanPSMT', 1)]).monoIsCode).toBe(false);
  });

  it('finds blocks that are formulas, code or only numbers, dates and codes; prose and code with words to translate are not', () => {
    expect(isNotProse(blockOf(runs(700, ['x', 'CMMI10'], ['0', 'CMR7'], [' ', 'CMR10'], ['x', 'CMMI10'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['sin', 'CMR10'], ['(', 'CMR10'], ['θ', 'CMMI10'], [')', 'CMR10'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['\\documentclass{llncs}', 'CMTT9'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['static int get_state(void) { return 0; } /* read state */', 'NimbusMonL-Regu'])), SERIF)).toBe(
      true,
    );
    expect(isNotProse(blockOf(runs(700, ['12,345', 'ArialMT']), runs(690, ['2015-11-30', 'ArialMT'])), SERIF)).toBe(true);
    // A prototype: code names in a typewriter face, their types in the text face ("char" came out "roussit").
    expect(
      isNotProse(
        blockOf(
          runs(700, ['int asn1_expand_octet_string (', 'CMTT10'], ['const char * ', 'CMTI10'], ['octetName', 'CMSLTT10'], [')', 'CMTT10']),
        ),
        SERIF,
      ),
    ).toBe(true);
    // A letter alone (shared-mime-info's raised "ª", which Apertium made "Un"; an axis's "y").
    expect(isNotProse(blockOf(runs(700, ['ª', 'CMR7'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['y', 'ArialMT'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['\\title{<Your contribution title>}', 'CMTT9'])), SERIF)).toBe(false);
    expect(isNotProse(blockOf(runs(700, ['where ', 'CMR10'], ['x', 'CMMI10'], [' is large', 'CMR10'])), SERIF)).toBe(false);
    expect(isNotProse(blockOf(runs(700, ['IN THE SUPREME COURT', 'CourierNewPSMT'])), { monoIsCode: false })).toBe(false);
    // A sample of prose set in a typewriter face is prose.
    expect(isNotProse(blockOf(runs(700, ['Alas, I think he shall be come approached and the day', 'NimbusMonL-Regu'])), SERIF)).toBe(false);
  });

  it('keeps the comments of a code listing as code: every line starts as a comment does', () => {
    const licence = blockOf(
      runs(700, ['/*', 'NimbusMonL-Regu']),
      runs(690, [' * This program is free software; you can redistribute it and/or modify it', 'NimbusMonL-Regu']),
      runs(680, [' * under the terms of the GNU General Public License version 2 as published by', 'NimbusMonL-Regu']),
      runs(670, [' */', 'NimbusMonL-Regu']),
    );
    expect(isNotProse(licence, SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['// Increment the size of the new group information', 'CMTT10'])), SERIF)).toBe(true);
    expect(isNotProse(blockOf(runs(700, ['# Read the settings from the file given on the command line', 'CMTT10'])), SERIF)).toBe(true);
    // Its first line's leader set far from it (a block of its own), the line after it with its own.
    const split = blockOf(
      runs(700, ['This program is distributed in the hope that it will be useful,', 'NimbusMonL-Regu']),
      runs(690, ['* but WITHOUT ANY WARRANTY; without even the implied warranty of', 'NimbusMonL-Regu']),
    );
    expect(isNotProse(split, SERIF)).toBe(true);
    // A comment with a metavariable to fill in is still translated, and so is prose with a starred line among others.
    expect(isNotProse(blockOf(runs(700, ['# <Your contribution title>', 'CMTT10'])), SERIF)).toBe(false);
    expect(
      isNotProse(
        blockOf(runs(700, ['* Increment the size of the new group', 'CMTT10']), runs(690, ['of the size, generatively.', 'CMTT10'])),
        SERIF,
      ),
    ).toBe(false);
    // Not in a typewriter face, or where monospace is the body: prose.
    expect(isNotProse(blockOf(runs(700, ['* This program is free software; you can redistribute it', 'TimesNewRomanPSMT'])), SERIF)).toBe(
      false,
    );
    expect(
      isNotProse(blockOf(runs(700, ['* This program is free software; you can redistribute it', 'CourierNewPSMT'])), { monoIsCode: false }),
    ).toBe(false);
  });

  it('keeps a comment line of a listing set apart from its leading * as code, up to the end of the comment', () => {
    const mono = 'NimbusMonL-Regu';
    const onPage = (block: ReturnType<typeof blockOf>, page = 7) => ({ ...block, page });
    const blocks = [
      onPage(blockOf(runs(700, ['/*', mono]), runs(690, [' * This program is distributed in the hope that it will be useful,', mono]))),
      onPage(blockOf(runs(680, ['* *', mono]))),
      onPage(blockOf(runs(680, ['MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.', mono]))),
      onPage(blockOf(runs(680, ['See the', mono]))),
      onPage(blockOf(runs(670, [' */', mono]))),
      onPage(blockOf(runs(660, ['Read the settings of the machine here.', mono]))),
      onPage(blockOf(runs(650, ['/* a comment', mono]))),
      onPage(blockOf(runs(640, ['D. Linux Code, 2', 'NimbusRomNo9L-ReguItal']))),
      onPage(blockOf(runs(630, ['Read the settings of the machine here.', mono]))),
    ];
    // Alone, the line reads as prose in a typewriter face; in the open comment it is the listing's.
    expect(isNotProse(blocks[2], SERIF)).toBe(false);
    // Closed comments and a caption of prose end it.
    expect([...insideBlockComments(blocks, SERIF)]).toEqual([1, 2, 3, 4]);
    // Not in a typewriter face: prose, whatever precedes it.
    expect([
      ...insideBlockComments([blocks[0], onPage(blockOf(runs(680, ['MERCHANTABILITY or FITNESS', 'NimbusRomNo9L-Regu'])))], SERIF),
    ]).toEqual([]);
  });

  it('protects a formula inside a sentence as one placeholder, not the article that looks like it', () => {
    const block = blockOf(
      runs(700, ['take a value ', 'CMR10'], ['a', 'CMMI10'], ['2', 'CMR7'], [' and ', 'CMR10'], ['π', 'CambriaMath'], [' here', 'CMR10']),
    );
    const text = block.lines[0].text;
    const ranges = specialRanges(block, text, SERIF);
    const protectedText = protectWithRanges(text, ranges);
    expect(protectedText.text).toBe('take a value ⟦0⟧ and ⟦1⟧ here');
    expect(protectedText.tokens).toEqual(['a2', 'π']);
    expect(restoreText({ text: 'prenez une valeur ⟦0⟧ et ⟦1⟧ ici', tokens: protectedText.tokens }).text).toBe(
      'prenez une valeur a2 et π ici',
    );
  });

  it('protects a code run but for the metavariables of a syntax description, which the engine translates', () => {
    const block = blockOf(runs(700, ['command ', 'CMR10'], ['\\titlerunning{<Your title>}', 'CMTT9']));
    const text = block.lines[0].text;
    const { text: sent, tokens } = protectWithRanges(text, specialRanges(block, text, SERIF));
    expect(sent).toBe('command ⟦0⟧Your title⟦1⟧');
    expect(tokens).toEqual(['\\titlerunning{<', '>}']);
    const include = blockOf(runs(700, ['Add ', 'CMR10'], ['#include <asm/io.h>', 'CMTT9'], [' first.', 'CMR10']));
    expect(protectWithRanges(include.lines[0].text, specialRanges(include, include.lines[0].text, SERIF)).tokens).toEqual([
      '#include <asm/io.h>',
    ]);
  });

  it('keeps a listing of markup whole: an element whose closing tag is there is XML, not a metavariable to translate', () => {
    // shared-mime-info-spec.pdf: "<comment>Differences between files</comment>" came out "<Commentaire>Differences…".
    const xml = blockOf(
      runs(700, ['<comment>Differences between files</comment>', 'NimbusMonL-Regu']),
      runs(688, ['<comment xml:lang="af">verskille tussen lêers</comment>', 'NimbusMonL-Regu']),
    );
    expect(isNotProse(xml, SERIF)).toBe(true);
    const syntax = blockOf(runs(700, ['\\author{<name> <email address>}', 'CMTT10']));
    expect(isNotProse(syntax, SERIF)).toBe(false);
  });

  it('protects one word set in monospace among proportional words, a name of code; several words of prose are translated', () => {
    // llncsdoc.pdf: "replacing article by llncs" came out "remplacer pièce par llncs".
    const block = blockOf(
      runs(700, ['replacing ', 'CMR10'], ['article', 'CMTT10'], [' by ', 'CMR10'], ['llncs', 'CMTT10'], [' in', 'CMR10']),
    );
    const text = block.lines[0].text;
    expect(protectWithRanges(text, specialRanges(block, text, SERIF)).tokens).toEqual(['article', 'llncs']);
    const sample = blockOf(runs(700, ['it says ', 'CMR10'], ['the value is kept', 'CMTT10'], [' here', 'CMR10']));
    expect(protectWithRanges(sample.lines[0].text, specialRanges(sample, sample.lines[0].text, SERIF)).tokens).toEqual([]);
    // A line all in monospace (prose set in a typewriter face) is not inline: its one word is translated.
    const alone = blockOf(runs(700, ['Some words here', 'CMR10']), runs(688, ['end.', 'CMTT10']));
    expect(
      protectWithRanges(alone.lines.map((l) => l.text).join(' '), specialRanges(alone, alone.lines.map((l) => l.text).join(' '), SERIF))
        .tokens,
    ).toEqual([]);
  });

  it('buildSegments sends no segment for a formula or code block and marks it to keep its glyphs', () => {
    const page: PageText = {
      number: 1,
      width: 600,
      height: 800,
      items: [
        ...runs(700, ['The model is trained on the data set below.', 'CMR10']),
        ...runs(650, ['y', 'CMMI10'], [' = ', 'CMR10'], ['σ', 'CMMI10'], ['(', 'CMR10'], ['Wx', 'CMMI10'], [')', 'CMR10']),
        ...runs(600, ['\\begin{document}', 'CMTT10']),
      ],
    };
    const result = buildSegments([page]);
    expect(result.segments.map((s) => s.text)).toEqual(['The model is trained on the data set below.']);
    expect(result.blocks.map((b) => [b.text, b.keepOriginal ?? false])).toEqual([
      ['The model is trained on the data set below.', false],
      ['y = σ(Wx)', true],
      ['\\begin{document}', true],
    ]);
    const translated = applyTranslations(result, new Map([['s0', 'Le modèle est entraîné.']]));
    expect(translated.map((b) => b.translatedText)).toEqual(['Le modèle est entraîné.', 'y = σ(Wx)', '\\begin{document}']);
  });
});
