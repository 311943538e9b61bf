import { apiClient } from '@/lib/api-client';

/** Public runtime configuration. In embedded mode googleAuthUrl is the product's own development OpenID provider. */
export interface RuntimeConfig {
  googleClientId: string | null;
  googleAuthUrl: string | null;
  paymentProvider: 'sandbox' | 'stripe';
  stripePublishableKey: string | null;
}

let cached: Promise<RuntimeConfig> | undefined;

/** GET /config, fetched once per page load; a failure is not cached, so the next call retries. */
export function getConfig(): Promise<RuntimeConfig> {
  cached ??= apiClient.get<RuntimeConfig>('/config').catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Tests only: forget the cached configuration. */
export function clearConfigCache(): void {
  cached = undefined;
}
