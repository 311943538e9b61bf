import { glossaryCsv, parseCsvRecords, parseGlossaryCsv } from './glossary-csv.util';

const reasons = (csv: string, lang: 'en' | 'fr' = 'en') => parseGlossaryCsv(csv).errors.map((e) => `${e.row}: ${e.reason.render(lang)}`);

describe('parseCsvRecords', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, CRLF or LF, after a byte-order mark', () => {
    const { records } = parseCsvRecords('\uFEFFa,"b, c","say ""hi"""\r\n"two\nlines",x\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
      { line: 2, cells: ['two\nlines', 'x'] },
    ]);
  });

  it('reports an unclosed quote at the line its record starts on', () => {
    expect(parseCsvRecords('a,b\n"c,d\n').unclosedAt).toBe(2);
  });
});

describe('parseGlossaryCsv', () => {
  it('reads rows after an optional header, normalising language codes and trimming terms', () => {
    const { rows, errors } = parseGlossaryCsv(
      'source_language,target_language,source_term,target_term\nEN,fr, Acme Cloud ,Acme Nuage\n\nfr,en,courriel,email\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'Acme Cloud', targetTerm: 'Acme Nuage' },
      { sourceLanguage: 'fr', targetLanguage: 'en', sourceTerm: 'courriel', targetTerm: 'email' },
    ]);
    expect(parseGlossaryCsv('en,fr,a,b').rows).toHaveLength(1);
  });

  it('names each bad row with its line number and reason', () => {
    const csv = [
      'source_language,target_language,source_term,target_term',
      'en,fr,ok,bien',
      'en,fr,only three',
      'english,fr,x,y',
      'en,en,x,y',
      'en,fr,,y',
      'en,fr,x,',
      `en,fr,${'a'.repeat(201)},y`,
      'en,fr,OK,encore',
    ].join('\n');
    expect(reasons(csv)).toEqual([
      '3: expected 4 columns (source_language, target_language, source_term, target_term), found 3',
      '4: "english" is not a two-letter language code',
      '5: the source and target languages are the same',
      '6: the source term is empty',
      '7: the target term is empty',
      '8: a term is longer than 200 characters',
      '9: "OK" already appears on row 2',
    ]);
    expect(reasons('en,fr,x,', 'fr')).toEqual(['1: le terme cible est vide']);
  });

  it('allows the same source term in another language pair', () => {
    expect(parseGlossaryCsv('en,fr,cloud,nuage\nen,es,cloud,nube\n').errors).toEqual([]);
  });
});

describe('glossaryCsv', () => {
  it('writes what parseGlossaryCsv reads back, formulas guarded', () => {
    const rows = [
      { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'R&D, "lab"', targetTerm: '=SUM(A1)' },
      { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: '-ase', targetTerm: 'enzyme' },
    ];
    const csv = glossaryCsv(rows);
    expect(csv).toBe(
      'source_language,target_language,source_term,target_term\r\nen,fr,"R&D, ""lab""",\'=SUM(A1)\r\nen,fr,\'-ase,enzyme\r\n',
    );
    expect(parseGlossaryCsv(csv)).toEqual({ rows, errors: [] });
  });
});
