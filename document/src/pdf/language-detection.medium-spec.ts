import { join } from 'node:path';
import { PdfAnalyzer } from './pdf-analyzer';
import { PdfParseRunner } from './pdf-parse-runner';

// Documents nobody on the project made (../shared/corpus, CI has it too), through the real parser child.
const corpus = (name: string) => join(__dirname, '../../../../shared/corpus', name);

describe('language detection on real documents', () => {
  const runner = new PdfParseRunner();
  const analyzer = new PdfAnalyzer(runner);
  afterAll(() => runner.close());

  it('is sure of an English agenda that tinyld reads as Polish when given the whole text at once', async () => {
    const { analysis } = await analyzer.analyze(corpus('cupertino_usd_4-6-16.pdf'));
    expect(analysis).toMatchObject({ sourceLanguage: 'en', sourceLanguageSure: true });
    expect(analysis.sourceLanguageConfidence).toBeGreaterThanOrEqual(0.5);
  });

  it('is not sure of an election sheet set in capitals (refused as Esperanto before), and does not call it another language for sure', async () => {
    const { analysis } = await analyzer.analyze(corpus('la-precinct-bulletin-2014-p1.pdf'));
    expect(analysis.sourceLanguageSure).toBe(false);
    expect([null, 'en']).toContain(analysis.sourceLanguage);
  });

  it('is sure of French minutes', async () => {
    const { analysis } = await analyzer.analyze(corpus('2023-06-20-PV.pdf'));
    expect(analysis).toMatchObject({ sourceLanguage: 'fr', sourceLanguageSure: true });
  });
});
