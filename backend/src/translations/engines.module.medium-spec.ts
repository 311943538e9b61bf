import { Test } from '@nestjs/testing';
import { ApertiumEngine, GoogleTranslateEngine, TranslationEngine } from '@pt/document';
import { fakeTranslation, startFakeGoogleTranslate } from '../../../document/test/utils/fake-google-translate';
import { AppConfigModule } from '../config/app-config.module';
import { loadConfig } from '../config/app-config';
import { EnginesModule, TRANSLATION_ENGINE } from './engines.module';

describe('EnginesModule', () => {
  it('provides the engine MT_ENGINE names and closes it on shutdown', async () => {
    const fake = await startFakeGoogleTranslate();
    try {
      const config = loadConfig({
        MT_ENGINE: 'google',
        GOOGLE_TRANSLATE_PROJECT_ID: 'pt-test',
        GOOGLE_TRANSLATE_API_ENDPOINT: fake.url,
        GOOGLE_TRANSLATE_API_KEY: 'k',
      });
      const moduleRef = await Test.createTestingModule({ imports: [AppConfigModule.forRoot(config), EnginesModule] }).compile();
      const engine = moduleRef.get<TranslationEngine>(TRANSLATION_ENGINE);
      expect(engine).toBeInstanceOf(GoogleTranslateEngine);
      expect(await engine.translateBatch(['Hello'], 'en', 'de')).toEqual([fakeTranslation('Hello', 'de')]);
      const close = jest.spyOn(engine, 'close');
      await moduleRef.close();
      expect(close).toHaveBeenCalled();

      const apertium = await Test.createTestingModule({ imports: [AppConfigModule.forRoot(loadConfig({})), EnginesModule] }).compile();
      expect(apertium.get(TRANSLATION_ENGINE)).toBeInstanceOf(ApertiumEngine);
      await apertium.close();
    } finally {
      await fake.close();
    }
  });
});
