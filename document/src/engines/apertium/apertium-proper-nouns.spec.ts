import { keepsAsProperNoun, properNounCandidates } from './apertium-proper-nouns';
import { encodeSegment } from './apertium-stream';
import { trackWords } from './apertium-tracking';

const candidates = (text: string) => {
  const t = trackWords(encodeSegment(text)!.stream);
  return properNounCandidates(t.words, t.separators).map((i) => t.words[i]);
};

describe('properNounCandidates', () => {
  it('takes capitalised words that do not start a sentence', () => {
    expect(candidates('We wrote it in Python and Ruby on Monday.')).toEqual(['Python', 'Ruby', 'Monday']);
    expect(candidates('Python is fast. Ruby is slow, said Smith: Java!')).toEqual(['Smith']);
  });

  it('leaves names of several capitalised words, acronyms and titles in capitalised words to the engine', () => {
    expect(candidates('The Federal Aviation Administration amends the rule.')).toEqual([]);
    expect(candidates('The FAA amends the rule for Boeing airplanes.')).toEqual(['Boeing']);
    expect(candidates('Introduction to Machine Learning with Python')).toEqual([]);
  });
});

describe('keepsAsProperNoun', () => {
  it('keeps words known only as common words, and names of people and companies', () => {
    expect(keepsAsProperNoun('^Python/python<n><sg>$')).toBe(true);
    expect(keepsAsProperNoun('^Ruby/ruby<n><sg>/Ruby<np><ant><f><sg>$')).toBe(true);
    expect(keepsAsProperNoun('^Apple/apple<n><sg>/Apple<np><cog><sg>/Apple<np><al><sg>$')).toBe(true);
  });

  it('translates words the dictionary knows capitalised and places; unknown words need nothing', () => {
    expect(keepsAsProperNoun('^Monday/Monday<n><sg>$')).toBe(false);
    expect(keepsAsProperNoun('^English/english<adj>/English<n><sg>/English<n><pl>$')).toBe(false);
    expect(keepsAsProperNoun('^Spain/Spain<np><loc><sg>$')).toBe(false);
    expect(keepsAsProperNoun('^Java/*Java$')).toBe(false);
  });
});
