import type { v3 } from '@google-cloud/translate';
import { parseGoogleEndpoint } from './google-requests';
import type { GoogleTranslateEngineOptions } from './google-translate-engine';

/**
 * Cloud Translation v3's client as the engine and the glossaries use it: the project, the endpoint (a fake one in
 * tests), the key, and Node's own fetch (gaxios would otherwise load node-fetch with a dynamic import(), which Jest's
 * CommonJS runtime refuses, and which adds nothing on Node 24).
 *
 * Google's client library (gax, protobuf descriptors) takes about a second and some 30 MB to load: it is required
 * here, when a Google engine or glossary is made, so a server on the offline engine (the default) and each of its
 * worker processes never load it.
 */
export function newTranslationServiceClient(options: GoogleTranslateEngineOptions): v3.TranslationServiceClient {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  const { v3: api } = require('@google-cloud/translate') as typeof import('@google-cloud/translate');
  const auth = options.apiKey ? { apiKey: options.apiKey } : options.keyFilename ? { keyFilename: options.keyFilename } : {};
  return new api.TranslationServiceClient({
    fallback: true,
    projectId: options.projectId,
    ...parseGoogleEndpoint(options.apiEndpoint),
    ...auth,
    clientOptions: { transporterOptions: { fetchImplementation: globalThis.fetch } },
  });
}
