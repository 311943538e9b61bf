import { api, type ApiSchema } from './typed-api';

/** Public runtime configuration. In embedded mode googleAuthUrl is the product's own development OpenID provider. */
export type RuntimeConfig = ApiSchema<'PublicConfigDto'>;

let cached: Promise<RuntimeConfig> | undefined;

/** GET /config, fetched once per page load; a failure is not cached, so the next call retries. */
export function getConfig(): Promise<RuntimeConfig> {
  cached ??= api.get('/config').catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests only: forget the cached configuration. */
export function clearConfigCache(): void {
  cached = undefined;
}
