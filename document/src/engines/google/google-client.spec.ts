/** Google's client library is loaded when a Google engine is made, not with the package (google-client.ts). */
describe('newTranslationServiceClient', () => {
  it('loads @google-cloud/translate only when a Google engine or glossary is made', () => {
    let loads = 0;
    jest.isolateModules(() => {
      jest.doMock('@google-cloud/translate', () => {
        loads++;
        return jest.requireActual('@google-cloud/translate');
      });
      /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded afresh inside isolateModules */
      const { GoogleTranslateEngine } = require('./google-translate-engine') as typeof import('./google-translate-engine');
      const { GoogleGlossaries } = require('../../glossary/google-glossaries') as typeof import('../../glossary/google-glossaries');
      /* eslint-enable @typescript-eslint/no-require-imports */
      expect(loads).toBe(0);
      const options = { projectId: 'p', apiKey: 'k', apiEndpoint: 'http://127.0.0.1:9' };
      expect(new GoogleTranslateEngine(options).name).toBeTruthy();
      expect(loads).toBe(1);
      expect(new GoogleGlossaries(options)).toBeInstanceOf(GoogleGlossaries);
    });
  });
});
