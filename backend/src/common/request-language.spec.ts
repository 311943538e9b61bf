import { messageLanguage } from './request-language';

const req = (acceptLanguage?: string, authUser?: { language?: unknown } | null) => ({
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  authUser,
});

describe('messageLanguage', () => {
  it.each([
    ['no user, no header', req(), 'en'],
    ['no user, French header', req('fr'), 'fr'],
    ['no user, regional French first', req('fr-CA,fr;q=0.9,en;q=0.8'), 'fr'],
    ['no user, the first of en/fr that the header names', req('de-DE,de;q=0.9,en;q=0.8,fr;q=0.7'), 'en'],
    ['no user, only other languages', req('es,de'), 'en'],
    ['signed-out optional route (null user)', req('fr', null), 'fr'],
    ['a French user without header', req(undefined, { language: 'fr' }), 'fr'],
    ['a French user whose browser asks for English', req('en', { language: 'fr' }), 'fr'],
    ['an English user whose browser asks for French', req('fr', { language: 'en' }), 'en'],
    ['a user with an unexpected stored language', req('fr', { language: 'de' }), 'fr'],
  ])('%s → %s', (_case, request, expected) => {
    expect(messageLanguage(request)).toBe(expected);
  });
});
