import { createHash, timingSafeEqual } from 'node:crypto';

export type MetricsAccess = 'disabled' | 'granted' | 'refused';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Who may scrape: nobody when no token is configured (the endpoint then does not exist), else a request whose
 * `Authorization: Bearer <token>` matches (compared in constant time over digests, so neither content nor length leaks).
 */
export function metricsAccess(configuredToken: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!configuredToken) return 'disabled';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return 'refused';
  return timingSafeEqual(digest(match[1]), digest(configuredToken)) ? 'granted' : 'refused';
}
