import { api } from '@/lib/typed-api';

/** POST /visitor: counts a landing-page visit. The server keeps only an anonymous daily hash. */
export function recordVisit(): Promise<void> {
  return api.post('/visitor').then(() => undefined);
}
