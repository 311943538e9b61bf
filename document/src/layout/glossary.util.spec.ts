import type { TranslationEngine } from '../engines/translation-engine';
import { page, paragraph } from './layout.fixtures';
import { applyTranslations, buildSegments } from './segments.util';
import {
  applyGlossaryToTokens,
  compileGlossary,
  countGlossaryTerms,
  findGlossaryTerms,
  nextPlaceholderIndex,
  protectGlossaryTerms,
  restoreGlossaryTerms,
  withProtectedGlossary,
} from './glossary.util';

const glossary = compileGlossary([
  { source: 'machine', target: 'automate' },
  { source: 'machine translation', target: 'traduction automatique' },
  { source: 'Acme Cloud', target: 'Acme Nuage' },
]);

describe('glossary matching', () => {
  it('matches whole words without case, longest term first', () => {
    expect(findGlossaryTerms('Machine Translation beats a machine; machinery does not count.', glossary).map((f) => f.target)).toEqual([
      'traduction automatique',
      'automate',
    ]);
  });

  it('does not attempt inflection and ignores text inside placeholders and marks', () => {
    expect(countGlossaryTerms('machines ⟦0⟧ ⟦b⟧acme cloud⟦/b⟧', glossary)).toBe(1);
    expect(countGlossaryTerms('machines and ⟦machine⟧', glossary)).toBe(0);
  });

  it('matches a term across any run of white space', () => {
    expect(countGlossaryTerms('the acme\n  cloud', glossary)).toBe(1);
  });

  it('has nothing to match without terms', () => {
    expect(compileGlossary([]).pattern).toBeNull();
    expect(protectGlossaryTerms('machine', compileGlossary([]))).toEqual({ text: 'machine', targets: [] });
  });
});

describe('protecting and restoring terms', () => {
  it("numbers its placeholders after the segment's own", () => {
    expect(nextPlaceholderIndex('Page ⟦0⟧ of ⟦1⟧')).toBe(2);
    expect(protectGlossaryTerms('The machine costs ⟦0⟧.', glossary)).toEqual({ text: 'The ⟦1⟧ costs ⟦0⟧.', targets: ['automate'] });
  });

  it('puts the target terms back wherever the engine moved them, leaving other placeholders', () => {
    expect(restoreGlossaryTerms('Le ⟦ 1 ⟧ coûte ⟦0⟧.', ['automate'], 1)).toBe('Le automate coûte ⟦0⟧.');
  });

  it('keeps a term the engine dropped, before the final punctuation', () => {
    expect(restoreGlossaryTerms('Il coûte ⟦0⟧.', ['automate'], 1)).toBe('Il coûte ⟦0⟧ automate.');
  });

  it('wraps an engine: terms go as placeholders and come back as target terms', async () => {
    const sent: string[][] = [];
    const engine: TranslationEngine = {
      name: 'echo',
      pairs: async () => [],
      canTranslate: async () => true,
      targetLanguages: async () => ['fr'],
      close: async () => undefined,
      translateBatch: async (segments) => {
        sent.push(segments);
        return segments.map((s) => s.toUpperCase());
      },
    };
    const out = await withProtectedGlossary(engine, glossary).translateBatch(
      ['Use Acme Cloud for machine translation.', 'nothing'],
      'en',
      'fr',
    );
    expect(sent).toEqual([['Use ⟦0⟧ for ⟦1⟧.', 'nothing']]);
    expect(out).toEqual(['USE Acme Nuage FOR traduction automatique.', 'NOTHING']);
  });

  it('gives back the engine itself for an empty glossary', () => {
    const engine = { name: 'x' } as TranslationEngine;
    expect(withProtectedGlossary(engine, compileGlossary([]))).toBe(engine);
  });
});

describe('glossary terms that are protected spans (acronyms, codes)', () => {
  it('puts the target term in place of the token, which the translation gets back', () => {
    const result = buildSegments([page(1, paragraph(['The AD applies to every aircraft of the fleet this year.']))]);
    const [segment] = result.segments;
    expect(segment.text).toContain('⟦0⟧');
    const { result: withTerms, replaced } = applyGlossaryToTokens(result, compileGlossary([{ source: 'ad', target: 'CN' }]));
    expect(replaced).toBe(1);
    const [block] = applyTranslations(withTerms, new Map([[segment.id, 'La ⟦0⟧ s’applique à chaque avion de la flotte cette année.']]));
    expect(block.translatedText).toBe('La CN s’applique à chaque avion de la flotte cette année.');
    // Without the glossary the acronym passes through.
    expect(applyTranslations(result, new Map([[segment.id, 'La ⟦0⟧ s’applique.']]))[0].translatedText).toBe('La AD s’applique.');
  });

  it('changes nothing without a matching term', () => {
    const result = buildSegments([page(1, paragraph(['The AD applies to every aircraft of the fleet this year.']))]);
    expect(applyGlossaryToTokens(result, compileGlossary([{ source: 'aircraft', target: 'avion' }]))).toEqual({ result, replaced: 0 });
  });
});
