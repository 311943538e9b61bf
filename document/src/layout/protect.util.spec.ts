import { protectText, restoreText, setInCapitals } from './protect.util';

const tokensOf = (text: string) => protectText(text).tokens;

describe('protectText', () => {
  it('replaces numbers, amounts, percentages, dates and times with numbered placeholders', () => {
    expect(protectText('It costs $2.95 or 1 234,56 $ (up 12.5 %) since 2026-01-15 at 10:30.')).toEqual({
      text: 'It costs ⟦0⟧ or ⟦1⟧ (up ⟦2⟧) since ⟦3⟧ at ⟦4⟧.',
      tokens: ['$2.95', '1 234,56 $', '12.5 %', '2026-01-15', '10:30'],
    });
    expect(tokensOf('We sold 1,234,567 units, 3,5 kg each, on 15/01/2026, -4 °C, 50% off, 5 €.')).toEqual([
      '1,234,567',
      '3,5',
      '15/01/2026',
      '-4',
      '50%',
      '5 €',
    ]);
  });

  it('protects URLs, e-mail addresses, paths, file names and inline code, without the sentence punctuation', () => {
    expect(tokensOf('See https://example.com/docs?id=7&x=(a). Or www.acme.org, mail jo.doe@acme.co.uk now.')).toEqual([
      'https://example.com/docs?id=7&x=(a)',
      'www.acme.org',
      'jo.doe@acme.co.uk',
    ]);
    expect(tokensOf('Printed from file:///tmp/q/report.html, or ftps://files.example.com/a; write mailto:info@acme.ca.')).toEqual([
      'file:///tmp/q/report.html',
      'ftps://files.example.com/a',
      'mailto:info@acme.ca',
    ]);
    expect(tokensOf('Open report_final.pdf in /usr/local/share or C:\\Temp\\out.txt and run `npm test`.')).toEqual([
      'report_final.pdf',
      '/usr/local/share',
      'C:\\Temp\\out.txt',
      '`npm test`',
    ]);
    expect(tokensOf('Visit example.com today.')).toEqual(['example.com']);
  });

  it('protects codes and identifiers, not ordinary words or ordinals', () => {
    expect(tokensOf('Order ABC-123 and part 4711-22-A, number 978-3-16-148410-0, part X9Z, model A4, COVID-19, x86_64, v2.1.0.')).toEqual([
      'ABC-123',
      '4711-22-A',
      '978-3-16-148410-0',
      'X9Z',
      'A4',
      'COVID-19',
      'x86_64',
      'v2.1.0',
    ]);
    expect(tokensOf('The 1st and 2nd meetings in Paris, well-known.')).toEqual([]);
    // Underscores join the words of an identifier (libtasn1's manual: "name_element" came out "Élément_de nom").
    expect(tokensOf('name_element: an element of NAME_ELEMENT structure, asn1_node_const here.')).toEqual([
      'name_element',
      'NAME_ELEMENT',
      'asn1_node_const',
    ]);
    // Command-line options (libtasn1's manual: "-c, --check Checks the syntax only" came out "-c, --échec").
    expect(tokensOf('-c, --check Checks the syntax only; -o, --output=FILE names it; see -V or --help.')).toEqual([
      '-c',
      '--check',
      '-o',
      '--output=FILE',
      '-V',
      '--help',
    ]);
    expect(tokensOf('A well-known, so-called non -stop dash – and the e-mail - as it is.')).toEqual([]);
  });

  it('protects identifiers of letters after digits or digits after letters, not ordinals (issue 2.4)', () => {
    expect(tokensOf('(Miller 1999a, 12; Brown 2018), figure 3b, v2 on x86.')).toEqual(['1999a', '12', '2018', '3b', 'v2', 'x86']);
    expect(tokensOf('The 1st, 2nd, 3rd and 21st meetings; the 4th.')).toEqual([]);
    expect(tokensOf('A word2 with its note number; utf8mb4 and 10km.')).toEqual(['utf8mb4', '10km']);
    expect(tokensOf('Le 1er, la 1re, la 1ère, le 2e, la 2nde, le 3ème et les 2es séances.')).toEqual([]);
  });

  it('in a document set in capitals, translates its capital words and keeps only codes', () => {
    const bulletin = ['GOVERNOR', 'VOTER NOMINATED', 'YES 90', 'NO 142', 'PRECINCT 0050003A ACTON', 'Page 1'];
    expect(setInCapitals(bulletin)).toBe(true);
    expect(setInCapitals(['The FAA proposes an AD for the Boeing Model 737-8 airplanes.', 'SUMMARY: The FAA proposes'])).toBe(false);
    // Letters past ASCII count by their case (accented capitals, Greek, a letter outside the BMP); CJK has none.
    expect(setInCapitals(['ÉTÉ ÀÇÈ ΣΩ 𝐀', 'été'])).toBe(true);
    expect(setInCapitals(['été à ça ÉLU', '東京都'])).toBe(false);
    expect(setInCapitals(['東京都 123'])).toBe(false);
    expect(protectText('YES 90', { capitalsAreWords: true })).toEqual({ text: 'YES ⟦0⟧', tokens: ['90'] });
    expect(protectText('PRECINCT 0050003A ACTON', { capitalsAreWords: true })).toEqual({
      text: 'PRECINCT ⟦0⟧ ACTON',
      tokens: ['0050003A'],
    });
    expect(protectText('YES 90').tokens).toEqual(['YES', '90']);
  });

  it('protects acronyms, all-capital tokens and identifiers joined by en dashes (the federal register)', () => {
    expect(tokensOf('This AD was issued under RIN 2120–AA64 and AD 2018–23–51 by the FAA in the U.S. today.')).toEqual([
      'AD',
      'RIN',
      '2120–AA64',
      'AD',
      '2018–23–51',
      'FAA',
      'U.S.',
    ]);
    expect(tokensOf('The 1st and 2nd NATO meetings in the EU.')).toEqual(['NATO', 'EU']);
  });

  it('still translates headings in capitals and a run-in label in capitals', () => {
    expect(tokensOf('AIRWORTHINESS DIRECTIVES')).toEqual([]);
    expect(tokensOf('RIN 2120–AA64')).toEqual(['RIN', '2120–AA64']);
    expect(tokensOf('FOR FURTHER INFORMATION CONTACT: the FAA office.')).toEqual(['FAA']);
    expect(protectText('SUMMARY: The FAA adopts an AD.').text).toBe('SUMMARY: The ⟦0⟧ adopts an ⟦1⟧.');
    expect(tokensOf('Python and Ruby, I said.')).toEqual([]);
  });

  it('protects a capital letter used as a label or an initial, not the article "A" nor the pronoun "I"', () => {
    // Apertium: "Column A" → "Colonne Un", "STEVEN E. MERCER" → "STEVEN Et. MERCER" (text_document_03, scotus).
    expect(protectText('Column A')).toEqual({ text: 'Column ⟦0⟧', tokens: ['A'] });
    expect(protectText('A').tokens).toEqual(['A']);
    expect(protectText('Plan B, then C.').tokens).toEqual(['B', 'C']);
    expect(protectText('MICHAEL A. KNOWLES,').text).toBe('MICHAEL ⟦0⟧. KNOWLES,');
    expect(protectText('Vitamin A (retinol)').tokens).toEqual(['A']);
    expect(protectText('A dog and a cat.').tokens).toEqual([]);
    expect(protectText('A First').tokens).toEqual([]);
    expect(protectText('A ⟦b⟧big⟦/b⟧ dog').tokens).toEqual(['⟦b⟧', '⟦/b⟧']);
    expect(protectText("The A-level and A's, as I said, in the U.S. today").tokens).toEqual(['U.S.']);
  });

  it('protects placeholders already in the text so they cannot be confused with ours', () => {
    expect(protectText('Keep ⟦b⟧bold⟦/b⟧ and 42.')).toEqual({ text: 'Keep ⟦0⟧bold⟦1⟧ and ⟦2⟧.', tokens: ['⟦b⟧', '⟦/b⟧', '42'] });
  });

  it('leaves text without anything to protect as it is', () => {
    expect(protectText('Nothing here.')).toEqual({ text: 'Nothing here.', tokens: [] });
  });
});

describe('restoreText', () => {
  const source = protectText('Pay $2.95 (about 3 %) at https://pay.example.com by 2026-01-15.');

  it('round-trips', () => {
    expect(source.text).toBe('Pay ⟦0⟧ (about ⟦1⟧) at ⟦2⟧ by ⟦3⟧.');
    expect(restoreText({ text: source.text, tokens: source.tokens, source: source.text })).toEqual({
      text: 'Pay $2.95 (about 3 %) at https://pay.example.com by 2026-01-15.',
      issues: [],
    });
  });

  it('puts values back where the engine moved them', () => {
    const engine = 'Avant le ⟦3⟧, payez ⟦0⟧ (environ ⟦1⟧) sur ⟦2⟧.';
    expect(restoreText({ text: engine, tokens: source.tokens, source: source.text }).text).toBe(
      'Avant le 2026-01-15, payez $2.95 (environ 3 %) sur https://pay.example.com.',
    );
  });

  it('tolerates spaces added inside and around placeholders, and other bracket forms', () => {
    const engine = 'Payez ⟦ 0 ⟧ (environ ⟦1 ⟧ ) sur [[2]] avant le 〚3〛 .';
    expect(restoreText({ text: engine, tokens: source.tokens, source: source.text }).text).toBe(
      'Payez $2.95 (environ 3 %) sur https://pay.example.com avant le 2026-01-15.',
    );
  });

  it('gives back a space the engine lost between a placeholder and a word', () => {
    const { text, tokens } = protectText('Call 555-123-4567 now.');
    expect(restoreText({ text: 'Appelez le⟦0⟧maintenant.', tokens, source: text }).text).toBe('Appelez le 555-123-4567 maintenant.');
    expect(restoreText({ text: 'De ⟦0⟧⟦1⟧.', tokens: ['10:30', '2026-01-15'], source: 'At ⟦0⟧ ⟦1⟧.' }).text).toBe('De 10:30 2026-01-15.');
    // Spacing inside the protected text itself is never touched.
    expect(restoreText({ text: 'Lancez ⟦0⟧.', tokens: ['`a  b`'], source: 'Run ⟦0⟧.' }).text).toBe('Lancez `a  b`.');
  });

  it('appends a dropped value at the end of the sentence, before its final punctuation, and reports it', () => {
    const result = restoreText({ text: 'Payez ⟦0⟧ (environ ⟦1⟧) avant le ⟦3⟧.', tokens: source.tokens, source: source.text });
    expect(result.text).toBe('Payez $2.95 (environ 3 %) avant le 2026-01-15 https://pay.example.com.');
    expect(result.issues).toEqual([{ kind: 'placeholder-dropped', index: 2, token: 'https://pay.example.com' }]);
    expect(restoreText({ text: 'Rien', tokens: ['42'] }).text).toBe('Rien 42');
  });

  it('removes unknown placeholders and restores duplicates, reporting both', () => {
    const result = restoreText({ text: '⟦0⟧ et ⟦0⟧ puis ⟦7⟧ fin.', tokens: ['42'] });
    expect(result.text).toBe('42 et 42 puis fin.');
    expect(result.issues).toEqual([
      { kind: 'placeholder-duplicated', index: 0, token: '42' },
      { kind: 'placeholder-unknown', index: 7, token: '' },
    ]);
  });
});

describe('protectText without anything to protect', () => {
  it('answers the text as it is, and still finds what a dot, slash, backslash or non-ASCII digit announces', () => {
    expect(protectText('Plain words only, nothing else.')).toEqual({ text: 'Plain words only, nothing else.', tokens: [] });
    expect(protectText('Open C:\\Temp\\notes now').tokens).toEqual(['C:\\Temp\\notes']);
    expect(protectText('See example.com today').tokens).toEqual(['example.com']);
    expect(protectText('Read /etc/hosts first').tokens).toEqual(['/etc/hosts']);
    expect(protectText('Code AB٣ here').tokens).toEqual(['AB٣']);
  });
});
