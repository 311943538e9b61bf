import { keepsAsProperNoun, keepsInName, properNounCandidates, restoreStandIns, standInNames, trimName } from './apertium-proper-nouns';
import { encodeSegment } from './apertium-stream';
import { trackWords } from './apertium-tracking';

const candidates = (text: string) => {
  const t = trackWords(encodeSegment(text)!.stream);
  return properNounCandidates(t.words, t.separators).map((name) => name.map((i) => t.words[i]).join(' '));
};

describe('properNounCandidates', () => {
  it('takes capitalised words that do not start a sentence', () => {
    expect(candidates('We wrote it in Python and Ruby on Monday.')).toEqual(['Python', 'Ruby', 'Monday']);
    expect(candidates('Python is fast. Ruby is slow, said Smith: Java!')).toEqual(['Smith']);
  });

  it('takes names of several capitalised words as one, without the first word of a sentence; not next to acronyms, not in titles', () => {
    expect(candidates('The flight (Lion Air flight 610) crashed.')).toEqual(['Lion Air']);
    expect(candidates('The Federal Aviation Administration amends the rule.')).toEqual(['Federal Aviation Administration']);
    expect(candidates('Lion Air flew on.')).toEqual([]);
    expect(candidates('Comments: Federal Aviation Administration staff will read every comment received.')).toEqual([]);
    expect(candidates('In Python it is short.')).toEqual(['Python']);
    expect(candidates('The FAA amends the rule for Boeing airplanes.')).toEqual(['Boeing']);
    expect(candidates('The FAA Flight Standards office amends the rule.')).toEqual([]);
    expect(candidates('Introduction to Machine Learning with Python')).toEqual([]);
    // A sentence cut by a page break, with many names, is not a title.
    expect(
      candidates(
        'On October 29, 2018, a Boeing Model airplane operated by Lion Air was involved in an accident after takeoff from Soekarno',
      ),
    ).toEqual(['October', 'Boeing Model', 'Lion Air', 'Soekarno']);
  });

  it('does not end a sentence at a semicolon (llncsdoc: "(Miller 1999a, 12; Brown 2018)")', () => {
    expect(candidates('As shown (Miller 1999a, 12; Brown 2018), it works.')).toEqual(['Miller', 'Brown']);
    expect(candidates('It works. Brown said so: Smith agreed.')).toEqual([]);
  });
});

describe('standInNames', () => {
  it('puts one stand-in proper noun, carrying every index of the name and its styles, in place of a name of several words', () => {
    const t = trackWords(encodeSegment('The Lion Air flight and Lion Air.')!.stream);
    expect(
      standInNames(
        t.stream,
        [
          [1, 2],
          [5, 6],
        ],
        'Microsoft',
      ),
    ).toEqual({
      stream: t.stream
        .replace('[[t:1]]Lion[[/]] [[t:2]]Air[[/]]', '[[t:1; t:2]]Microsoft[[/]]')
        .replace('[[t:5]]Lion[[/]] [[t:6]]Air[[/]]', '[[t:5; t:6]]Microsoft[[/]]'),
      replaced: [
        [1, 2],
        [5, 6],
      ],
    });
    expect(standInNames('[[t:0; b]]Lion[[/]] [[t:1; b]]Air[[/]]', [[0, 1]], 'Microsoft').stream).toBe('[[t:0; t:1; b]]Microsoft[[/]]');
    // Not separated by white space only: left as it is.
    expect(standInNames('[[t:0]]Lion[[/]], [[t:1]]Air[[/]]', [[0, 1]], 'Microsoft')).toEqual({
      stream: '[[t:0]]Lion[[/]], [[t:1]]Air[[/]]',
      replaced: [],
    });
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

describe('restoreStandIns', () => {
  it('replaces a stand-in left outside its name by a name not found in the stream, keeping those of the source', () => {
    const words = ['Microsoft', 'and', 'Lion', 'Air', 'and', 'Information', 'Act'];
    expect(
      restoreStandIns(
        'Microsoft et Lion Air et Liberté de Microsoft.',
        [
          [2, 3],
          [5, 6],
        ],
        words,
        'Microsoft',
      ),
    ).toBe('Microsoft et Lion Air et Liberté de Information Act.');
  });
});

describe('keepsInName and trimName', () => {
  it('takes nouns, adjectives, proper nouns and unknown words as words of a name, not determiners or places', () => {
    expect(keepsInName('^Lion/lion<n><sg>$')).toBe(true);
    expect(keepsInName('^Federal/federal<adj>$')).toBe(true);
    expect(keepsInName('^Boeing/Boeing<np><al><sg>$')).toBe(true);
    expect(keepsInName('^Zorblax/*Zorblax$')).toBe(true);
    expect(keepsInName('^The/the<det><def><sp>$')).toBe(false);
    expect(keepsInName('^York/York<np><loc><sg>$')).toBe(false);
  });

  it('trims the words of a name that are not name words at its ends only', () => {
    const nameWord = (i: number) => i !== 3 && i !== 6;
    expect(trimName([3, 4, 5], nameWord)).toEqual([4, 5]);
    expect(trimName([4, 5, 6], nameWord)).toEqual([4, 5]);
    expect(trimName([2, 3, 4], nameWord)).toEqual([2, 3, 4]);
  });
});
