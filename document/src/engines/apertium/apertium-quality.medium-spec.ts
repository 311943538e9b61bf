import { protectText, restoreText } from '../../layout/protect.util';
import { ApertiumEngine } from './apertium-engine';

/**
 * Against the real Apertium (Debian's apertium-eng-spa, apertium-fr-es, apertium-eng-cat, apertium-fra-cat): no
 * Spanish words in French output for sentences that leaked before, protected identifiers, kept proper nouns.
 */
describe('ApertiumEngine output quality (real Apertium)', () => {
  jest.setTimeout(60_000);
  let engine: ApertiumEngine;

  beforeAll(() => {
    engine = new ApertiumEngine({ timeoutMs: 50_000 });
  });
  afterAll(() => engine.close());

  /** As the pipeline sends segments: protected spans out, then back. */
  async function translate(segments: string[], source: string, target: string): Promise<string[]> {
    const protectedSegments = segments.map((s) => protectText(s));
    const out = await engine.translateBatch(
      protectedSegments.map((p) => p.text),
      source,
      target,
    );
    return out.map((t, i) => restoreText({ text: t, tokens: protectedSegments[i].tokens, source: protectedSegments[i].text }).text);
  }

  // Sentences whose French output held Spanish words with the Spanish pivot alone (issue 2.4).
  const LEAKED = [
    'Federal Register / Vol. 85, No. 152 / Thursday, August 6, 2020 / Rules and Regulations',
    'The loop compilers use Python dynamically in the U.S. today.',
    'We present an alternative compilation technique for dynamically typed languages such as Python and Ruby.',
    'The compilers unroll every loop before the subject entitled heading is printed.',
  ];
  const SPANISH = /\b(?:Núm|EE\.UU|bucle|compiladores|dinámicamente|asuntoencimatitulado|Pitón|Rubí|lenguajes|tipado)\b/u;

  it('sends no Spanish word into French output for sentences that leaked before', async () => {
    const out = await translate(LEAKED, 'en', 'fr');
    for (const text of out) expect(text).not.toMatch(SPANISH);
    expect(out[1]).toMatch(/Python/);
    expect(out[2]).toMatch(/Python/);
    expect(out[2]).toMatch(/Ruby/);
  });

  it('keeps the federal register identifiers and acronyms as they are', async () => {
    const [text] = await translate(
      ['This AD was prompted by reports of cracking; see AD 2018–23–51 and RIN 2120–AA64 of the FAA.'],
      'en',
      'fr',
    );
    expect(text).toContain('AD 2018–23–51');
    expect(text).toContain('RIN 2120–AA64');
    expect(text).toContain('FAA');
    expect(text).not.toMatch(/ANNONCE|RHIN/iu);
  });

  it('keeps names of several words, names after a semicolon and identifiers as in the source (Lion Air, Brown, 1999a)', async () => {
    const out = await translate(
      [
        'Data of the flight just prior to the accident flight (Lion Air flight 610) were read.',
        'As argued before (Miller 1999a, 12; Brown 2018), the method works.',
        'Lion Air flew on the 2nd day.',
      ],
      'en',
      'fr',
    );
    expect(out[0]).toContain('Lion Air');
    expect(out[0]).not.toMatch(/León|Lion Air.*Lion|Air.*Lion/u);
    expect(out[1]).toContain('Brown 2018');
    expect(out[1]).toContain('1999a');
    expect(out[1]).not.toMatch(/Marró|Marrón|1999un/iu);
    // The first word of a sentence is still translated; an ordinal too.
    expect(out[2]).not.toMatch(/^Lion/u);
    expect(out[2]).not.toContain('2nd');
  });

  it('still translates sentence-initial capitals, headings in capitals, weekdays, languages and places', async () => {
    const out = await translate(
      ['Report of the study.', 'SUPPLEMENTARY INFORMATION', 'We met on Monday in Spain and spoke English.'],
      'en',
      'fr',
    );
    expect(out[0]).toMatch(/^Rapport/u);
    // In capitals, as it came: not Apertium's own mix of cases ("Information SUPPLÉMENTAIRE").
    expect(out[1]).toBe('INFORMATION SUPPLÉMENTAIRE');
    expect(out[2]).toMatch(/lundi/iu);
    expect(out[2]).toMatch(/Espagne/u);
  });

  it('sends no Spanish word into English output from French', async () => {
    const out = await translate(
      ['Le plan de déplacements urbains de Chelsea prévoit des aménagements cyclables.', 'Le chat est noir.'],
      'fr',
      'en',
    );
    expect(out[1]).toBe('The cat is black.');
    for (const text of out) expect(text).not.toMatch(/\b(?:desplazamientos|urbanos|prevé|ciclables|acondicionamientos)\b/u);
  });

  it('leaves a sentence already in the target language as it is, and translates the one beside it', async () => {
    const english = 'Chelsea needs to be much more proactive in identifying the existing connections between neighborhoods.';
    const out = await translate([english, '(Chelsea doit être beaucoup plus proactive dans l’identification des liaisons.)'], 'fr', 'en');
    expect(out[0]).toBe(english);
    expect(out[1]).toMatch(/Chelsea has to be/u);
  });
});
