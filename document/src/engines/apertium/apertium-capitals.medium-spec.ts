import { ApertiumEngine } from './apertium-engine';

/**
 * Segments in capitals through the real Apertium pipeline (apertium-capitals.ts): they come out in capitals, not in
 * Apertium's mix of cases, and French words in capitals written without their accents are translated.
 */
describe('ApertiumEngine and text in capitals (real Apertium)', () => {
  jest.setTimeout(30_000);
  let engine: ApertiumEngine;

  beforeAll(() => {
    engine = new ApertiumEngine({ timeoutMs: 20_000 });
  });
  afterAll(() => engine.close());

  it('gives a heading in capitals back in capitals, on a pivot route', async () => {
    const [english, french] = await Promise.all([
      engine.translateBatch(['RESPONSABLES ET PARTENAIRES', 'Responsables et partenaires'], 'fr', 'en'),
      engine.translateBatch(['FOR FURTHER INFORMATION CONTACT:', '⟦b⟧OFFICIAL BALLOT⟦/b⟧, GENERAL ELECTION'], 'en', 'fr'),
    ]);
    expect(english).toEqual(['MANAGERS AND PARTNERS', 'Managers and partners']);
    expect(french[0]).toBe(french[0].toUpperCase());
    expect(french[1]).toBe('⟦b⟧BILLET OFFICIEL⟦/b⟧, ÉLECTION GÉNÉRALE');
  });

  it('crosses the pivot in lower case: the Spanish pivot in capitals is misread ("MI SALUD" → "MI HEALTH")', async () => {
    const out = await engine.translateBatch(['MA SANTÉ PHYSIQUE ET MENTALE', 'MON CHOIX DE VIE'], 'fr', 'en');
    expect(out[0]).toMatch(/^MY .*HEALTH/u);
    expect(out[1]).toMatch(/^MY /u);
    expect(out.join(' ')).not.toMatch(/\bMI\b/u);
  });

  it('translates French words in capitals written without their accents', async () => {
    const [resources, development] = await engine.translateBatch(['RESSOURCES NECESSAIRES', 'DEVELOPPEMENT DURABLE'], 'fr', 'en');
    expect(resources).toBe('NECESSARY RESOURCES');
    expect(development).toMatch(/DEVELOPMENT/u);
    // Lower-case text is left to the engine as it is.
    const [lower] = await engine.translateBatch(['Ressources necessaires'], 'fr', 'en');
    expect(lower).toMatch(/necessaires/u);
  });
});
