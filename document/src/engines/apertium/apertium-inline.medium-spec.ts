import { ApertiumEngine } from './apertium-engine';

/**
 * Inline style marks (`⟦b⟧…⟦/b⟧`, layout/inline-styles.util) through the real Apertium pipeline: they travel as
 * word-bound blanks, so they stay with the words they wrap when the translation reorders them, on direct and pivot
 * routes, and never show in the text.
 */
describe('ApertiumEngine inline style marks (real Apertium)', () => {
  jest.setTimeout(30_000);
  let engine: ApertiumEngine;

  beforeAll(() => {
    engine = new ApertiumEngine({ timeoutMs: 20_000 });
  });
  afterAll(() => engine.close());

  it('keeps a bold adjective with its translation when the noun moves in front of it', async () => {
    const [spanish] = await engine.translateBatch(['The ⟦b⟧big⟦/b⟧ dog is here.'], 'en', 'es');
    expect(spanish).toBe('El perro ⟦b⟧grande⟦/b⟧ es aquí.');
  });

  it('keeps styled words styled through a pivot (English → Spanish → French), one span for neighbouring words', async () => {
    const [french] = await engine.translateBatch(['The ⟦i⟧red house⟦/i⟧ is ⟦b⟧big⟦/b⟧.'], 'en', 'fr');
    expect(french).toMatch(/⟦i⟧maison rouge⟦\/i⟧/);
    expect(french).toMatch(/⟦b⟧grande⟦\/b⟧/);
    expect(french.replace(/⟦\/?[biudm]+⟧/g, '')).not.toMatch(/[[\]⟦⟧]/);
  });

  it('carries a mark around a placeholder in its superblank', async () => {
    const [spanish] = await engine.translateBatch(['See ⟦b⟧section ⟦0⟧⟦/b⟧ of the law.'], 'en', 'es');
    expect(spanish).toBe('Ve ⟦b⟧sección ⟦0⟧⟦/b⟧ de la ley.');
  });
});
