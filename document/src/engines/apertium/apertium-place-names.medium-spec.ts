import { ApertiumEngine } from './apertium-engine';

/**
 * Place names (place-names.ts) through the real Apertium pivots: the names the Spanish pivot mangled ("Nevada" →
 * "Neigée", "New York" → "York nouveau", "Rhode Island" → "Rhode Île") come out as their French names, alone in a
 * table cell without an article, in a sentence with the articles and prepositions the engine makes around them.
 */
describe('ApertiumEngine place names (real Apertium)', () => {
  jest.setTimeout(60_000);
  let engine: ApertiumEngine;

  beforeAll(() => {
    engine = new ApertiumEngine({ timeoutMs: 40_000 });
  });
  afterAll(() => engine.close());

  it('gives table cells of US states, territories and Canadian provinces their French names, no article', async () => {
    const cells = {
      Nevada: 'Nevada',
      'New York': 'New York',
      'New Jersey': 'New Jersey',
      'New Mexico': 'Nouveau-Mexique',
      'North Carolina': 'Caroline du Nord',
      'Puerto Rico': 'Porto Rico',
      'Rhode Island': 'Rhode Island',
      'District of Columbia': 'District de Columbia',
      Hawaii: 'Hawaï',
      Connecticut: 'Connecticut',
      Louisiana: 'Louisiane',
      Virginia: 'Virginie',
      'Nova Scotia': 'Nouvelle-Écosse',
      'British Columbia': 'Colombie-Britannique',
    };
    const out = await engine.translateBatch(Object.keys(cells), 'en', 'fr');
    expect(Object.fromEntries(Object.keys(cells).map((k, i) => [k, out[i]]))).toEqual(cells);
  });

  it('keeps the articles and prepositions around a name in a sentence', async () => {
    const [population, border, united] = await engine.translateBatch(
      ['The population of New Mexico grew.', 'She moved to Nova Scotia from Ontario.', 'They live in the United States.'],
      'en',
      'fr',
    );
    expect(population).toBe('La population du Nouveau-Mexique a grandi.');
    expect(border).toContain('Nouvelle-Écosse');
    expect(border).toContain("de l'Ontario");
    expect(united).toContain('aux États-Unis');
  });

  it('gives a name in a heading in capitals in capitals', async () => {
    const [court] = await engine.translateBatch(['IN THE SUPREME COURT OF THE UNITED STATES'], 'en', 'fr');
    expect(court).toContain('DES ÉTATS-UNIS'); // was "DE L'A UNI ÉTÉ"
  });

  it('leaves a name that is part of a longer proper noun to the engine', async () => {
    const [woolf] = await engine.translateBatch(['We read Virginia Woolf in the garden.'], 'en', 'fr');
    expect(woolf).toContain('Virginia Woolf');
  });

  it('gives French names their English names, with "the" where English has it', async () => {
    const [columbia, states, cell] = await engine.translateBatch(
      ['La population de la Colombie-Britannique augmente.', 'Il est allé aux États-Unis.', 'Île-du-Prince-Édouard'],
      'fr',
      'en',
    );
    expect(columbia).toContain('of British Columbia');
    expect(states).toContain('to the United States');
    expect(cell).toBe('Prince Edward Island');
  });
});
