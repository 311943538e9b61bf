import { API_PREFIX } from '../app.module';
import { devSubjectFor, DevOidcAccounts, normaliseDevEmail } from './dev-oidc.accounts';
import { pickDevOidcLanguage, renderSignInPage } from './dev-oidc.page';
import { DEV_OIDC_PATH } from './dev-oidc.settings';
import { createDevOidcStore } from './dev-oidc.store';

it('is served under the API prefix', () => {
  expect(DEV_OIDC_PATH).toBe(`/${API_PREFIX}/dev-oidc`);
});

describe('development provider accounts', () => {
  it('accepts any address with an @, trimmed and lower-cased', () => {
    expect(normaliseDevEmail('  Demo@PageTranslate.local ')).toBe('demo@pagetranslate.local');
    expect(normaliseDevEmail('a@b')).toBe('a@b');
    for (const bad of ['', 'no-at-sign', '@x', 'x@', 'a b@c', 'a@b@c', 42, undefined, `${'a'.repeat(251)}@b.c`]) {
      expect(normaliseDevEmail(bad)).toBeNull();
    }
  });

  it('derives a stable subject from the e-mail that does not reveal it', () => {
    expect(devSubjectFor('a@b.c')).toBe(devSubjectFor('a@b.c'));
    expect(devSubjectFor('a@b.c')).not.toBe(devSubjectFor('a@b.d'));
    expect(devSubjectFor('a@b.c')).toMatch(/^[0-9a-f]{32}$/);
    const accounts = new DevOidcAccounts();
    const sub = accounts.register('a@b.c');
    expect(sub).toBe(devSubjectFor('a@b.c'));
    expect(accounts.emailOf(sub)).toBe('a@b.c');
    expect(accounts.emailOf('unknown')).toBeUndefined();
  });
});

describe('development provider sign-in page', () => {
  it('picks the language from ?lng, then the cookie, then ui_locales, else English', () => {
    expect(pickDevOidcLanguage(['fr', 'en'])).toBe('fr');
    expect(pickDevOidcLanguage([undefined, 'fr-CA'])).toBe('fr');
    expect(pickDevOidcLanguage(['de', undefined, 'de fr'])).toBe('fr');
    expect(pickDevOidcLanguage([undefined, 'es'])).toBe('en');
  });

  it('escapes what the user typed', () => {
    const html = renderSignInPage({ lang: 'en', action: '/x', email: '"><script>alert(1)</script>', invalid: true });
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});

describe('development provider store', () => {
  const payload = (extra: Record<string, unknown> = {}) => ({ ...extra }) as never;

  it('finds, consumes, destroys and expires entries', async () => {
    const code = createDevOidcStore()('AuthorizationCode');
    await code.upsert('c1', payload({ grantId: 'g1' }), 60);
    expect(await code.find('c1')).toEqual({ grantId: 'g1' });
    await code.consume('c1');
    expect(await code.find('c1')).toMatchObject({ consumed: expect.any(Number) });
    await code.destroy('c1');
    expect(await code.find('c1')).toBeUndefined();

    jest.useFakeTimers({ now: Date.now() });
    try {
      await code.upsert('c2', payload(), 60);
      jest.advanceTimersByTime(61_000);
      expect(await code.find('c2')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps models apart, finds sessions by uid and revokes everything of a grant', async () => {
    const store = createDevOidcStore();
    const session = store('Session');
    await session.upsert('s1', payload({ uid: 'u1' }), 60);
    expect(await session.findByUid('u1')).toEqual({ uid: 'u1' });
    expect(await store('Interaction').find('s1')).toBeUndefined();

    const access = store('AccessToken');
    const code = store('AuthorizationCode');
    await access.upsert('a1', payload({ grantId: 'g1' }), 60);
    await code.upsert('c1', payload({ grantId: 'g1' }), 60);
    await code.upsert('c2', payload({ grantId: 'g2' }), 60);
    await access.revokeByGrantId('g1');
    expect(await access.find('a1')).toBeUndefined();
    expect(await code.find('c1')).toBeUndefined();
    expect(await code.find('c2')).toBeDefined();
  });
});
