import { detectAll } from 'tinyld';
import { DetectAll, detectLanguage, languageLines, LanguageSample } from './language-detection.util';

const ENGLISH = [
  'The board may choose to respond to comments or reserve their responses for discussion when the item appears.',
  'Speakers will be allotted three minutes, and the board will not take action on items that are not on the agenda.',
  'Please refrain from any response to the speaker, including negative and positive reactions, booing and clapping.',
  'This will ensure that all members of the public feel free to voice their opinions and concerns at the meeting.',
];
const FRENCH = [
  'Le conseil municipal a adopté le budget de la ville pour la prochaine année après une longue discussion.',
  'Les citoyens peuvent poser leurs questions pendant la période prévue à cette fin au début de la séance.',
];

describe('languageLines', () => {
  it('keeps prose and leaves out numbers, codes and identifiers', () => {
    const { prose, capitals } = languageLines(
      [
        'Welcome to the meeting of the board.',
        '12/3/2014 11:57:01 327 1100',
        'JOB 0014 0050003A',
        'See www.example.com or call_center_42 now please',
        'x',
      ].join('\n'),
    );
    expect(prose).toEqual(['Welcome to the meeting of the board', 'See or now please']);
    expect(capitals).toEqual(['JOB']);
  });

  it('keeps lines in capitals aside, and takes a script without capitals as prose', () => {
    const { prose, capitals } = languageLines('GOVERNOR\nVOTER NOMINATED\nNEEL KASHKARI REP 247\n日本語の文書です\nThe Board of Education');
    expect(capitals).toEqual(['GOVERNOR', 'VOTER NOMINATED', 'NEEL KASHKARI REP']);
    expect(prose).toEqual(['日本語の文書です', 'The Board of Education']);
  });
});

describe('LanguageSample', () => {
  it("takes a page's share of its prose as languageLines reads it, and reads no further once the share is full", () => {
    const page = [...ENGLISH, 'GOVERNOR', ...FRENCH, 'VOTER NOMINATED'].join('\n');
    const sample = new LanguageSample(1, 200);
    sample.addPage(page);
    expect(sample.text().prose).toBe(languageLines(page).prose.join('\n').slice(0, 200));
    expect(sample.text().capitals).toBe(''); // after 200 characters of prose: not read
    const capitalsFirst = new LanguageSample(1, 200);
    capitalsFirst.addPage(`GOVERNOR\n${page}`);
    expect(capitalsFirst.text().capitals).toBe('governor');
  });

  it('spreads the sample over the whole document, not only its first pages', () => {
    const sample = new LanguageSample(100, 2_000);
    for (let page = 1; page <= 100; page++)
      sample.addPage(
        `page number ${'x'.repeat(0)}words of page ${String.fromCharCode(96 + (page % 26 || 26))} here and there\n${'filler text of the page '.repeat(20)}`,
      );
    const { prose } = sample.text();
    expect(prose.length).toBeLessThanOrEqual(2_000);
    // Pages are 200 characters each: about ten of them fit, taken every tenth page.
    const pagesSeen = new Set([...prose.matchAll(/words of page (\w) here/g)].map((m) => m[1]));
    expect(pagesSeen.size).toBeGreaterThanOrEqual(8);
    expect(pagesSeen.has('z')).toBe(true); // page 26, beyond the first ten
  });
});

describe('detectLanguage', () => {
  const sample = (prose: string[], capitals: string[] = []) => ({ prose: prose.join('\n'), capitals: capitals.join('\n').toLowerCase() });

  it('is sure of English prose, and of French prose', () => {
    expect(detectLanguage(sample(ENGLISH), detectAll)).toEqual({ language: 'en', confidence: expect.any(Number), sure: true });
    expect(detectLanguage(sample(ENGLISH), detectAll).confidence).toBeGreaterThanOrEqual(0.8);
    expect(detectLanguage(sample(FRENCH), detectAll)).toMatchObject({ language: 'fr', sure: true });
  });

  it('lets pieces vote, so one rare word does not turn an English document Polish', () => {
    // tinyld calls this line Polish, and a whole agenda with it too (the corpus's cupertino_usd_4-6-16.pdf, see
    // pdf-analyzer.medium-spec.ts); here it is one piece out of several.
    expect(detectAll('Unrepresented Employee Superintendent Wendy Gudalewicz')[0].lang).toBe('pl');
    const text = [...ENGLISH, ...ENGLISH, 'Unrepresented Employee Superintendent Wendy Gudalewicz', ...ENGLISH];
    const guess = detectLanguage(sample(text), detectAll);
    expect(guess).toMatchObject({ language: 'en', sure: true });
    expect(guess.confidence).toBeLessThan(1);
  });

  it('guesses from capitals when there is no prose, and is never sure of that guess', () => {
    const guess = detectLanguage(
      sample([], ['GOVERNOR VOTER NOMINATED', 'LIEUTENANT GOVERNOR', 'SECRETARY OF STATE', 'ATTORNEY GENERAL', 'INSURANCE COMMISSIONER']),
      detectAll,
    );
    expect(guess.sure).toBe(false);
  });

  it('is unsure when the detector scores low, and has no guess without text', () => {
    const unsure: DetectAll = () => [{ lang: 'en', accuracy: 0.05 }];
    expect(detectLanguage(sample(ENGLISH), unsure)).toEqual({ language: 'en', confidence: 0.05, sure: false });
    expect(detectLanguage(sample(['Page one']), detectAll)).toEqual({ language: null, confidence: 0, sure: false });
    const klingon: DetectAll = () => [{ lang: 'tlh', accuracy: 1 }];
    expect(detectLanguage(sample(ENGLISH), klingon)).toEqual({ language: null, confidence: 0, sure: false });
  });
});
