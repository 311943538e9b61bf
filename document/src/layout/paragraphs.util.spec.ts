import { blockText, buildVocabulary, joinLines, normalizeWhitespace } from './paragraphs.util';

describe('joinLines', () => {
  it('joins lines with one space and undoes hyphenation at line ends', () => {
    expect(joinLines({ lines: ['Machine transla-', 'tion is hard.'] })).toBe('Machine translation is hard.');
    expect(joinLines({ lines: ['One line', 'and  the   next '] })).toBe('One line and the next');
  });

  it('keeps a real compound: in the vocabulary, in the compound list, or capitalised mid-sentence', () => {
    const vocabulary = buildVocabulary({ lines: ['A well-known method and a cost-effective one.'] });
    expect(joinLines({ lines: ['It is a cost-', 'effective way.'], vocabulary })).toBe('It is a cost-effective way.');
    expect(joinLines({ lines: ['It is well-', 'known.'], vocabulary })).toBe('It is well-known.');
    expect(joinLines({ lines: ['It is well-', 'known.'] })).toBe('It is well-known.'); // both parts listed
    expect(joinLines({ lines: ['He is self-', 'ish.'] })).toBe('He is selfish.'); // "ish" is not
    expect(joinLines({ lines: ['The Anglo-', 'saxon kings.'] })).toBe('The Anglo-saxon kings.');
    expect(joinLines({ lines: ['Transla-', 'tion starts the sentence.'] })).toBe('Translation starts the sentence.');
  });

  it('prefers the joined spelling when the document uses it', () => {
    const vocabulary = buildVocabulary({ lines: ['We cooperate daily.'] });
    expect(joinLines({ lines: ['We co-', 'operate.'], vocabulary })).toBe('We cooperate.');
  });

  it('keeps the hyphen before a capital or a digit, and dashes as they are', () => {
    expect(joinLines({ lines: ['Jean-', 'Pierre came.'] })).toBe('Jean-Pierre came.');
    expect(joinLines({ lines: ['COVID-', '19 cases.'] })).toBe('COVID-19 cases.');
    expect(joinLines({ lines: ['pages 10–', '12'] })).toBe('pages 10–12');
    expect(joinLines({ lines: ['a pause -', 'then more'] })).toBe('a pause - then more');
  });

  it('removes soft hyphens, expands ligatures and joins CJK lines without a space', () => {
    expect(joinLines({ lines: ['inter\u00ADnational agree\u00AD', 'ment'] })).toBe('international agreement');
    expect(joinLines({ lines: ['ﬁnal ﬂow'] })).toBe('final flow');
    expect(joinLines({ lines: ['機械翻訳は', '難しい。'] })).toBe('機械翻訳は難しい。');
  });
});

describe('buildVocabulary', () => {
  it('collects lower-case words and compounds, but not a word cut at the line end', () => {
    const vocabulary = buildVocabulary({ lines: ['State-of-the-art tools are trans-', 'lated here.'] });
    expect(vocabulary.has('state-of-the-art')).toBe(true);
    expect(vocabulary.has('tools')).toBe(true);
    expect(vocabulary.has('trans')).toBe(false);
  });
});

describe('blockText', () => {
  it('leaves a list marker out of the text to translate', () => {
    const line = (text: string) => ({ text }) as never;
    expect(blockText({ block: { lines: [line('• First point that'), line('wraps.')], marker: '•' } })).toBe('First point that wraps.');
  });
});

describe('normalizeWhitespace', () => {
  it('collapses runs, keeps French no-break spaces and drops zero-width characters', () => {
    expect(normalizeWhitespace('  a \t b\u200B c  ')).toBe('a b c');
    expect(normalizeWhitespace('OT\uFFFF hamburg\uFFFE')).toBe('OT hamburg');
    expect(normalizeWhitespace('Quoi\u00A0 ?')).toBe('Quoi\u00A0?');
    expect(normalizeWhitespace('«\u202FOui\u202F»')).toBe('«\u202FOui\u202F»');
    expect(normalizeWhitespace('one plain space each')).toBe('one plain space each');
    expect(normalizeWhitespace('a\u2028b\u3000\u3000c\u00A0')).toBe('a b c');
  });
});
