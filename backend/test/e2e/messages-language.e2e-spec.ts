import { MikroORM } from '@mikro-orm/core';
import { GoogleOAuthClient } from '../../src/auth/google/google-oauth.client';
import { googleSignInError } from '../../src/auth/google/google-sign-in.error';
import { Country } from '../../src/countries/entities/country.entity';
import { API, bearer, createOrganization, createPublicCustomer, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { createManager } from '../utils/account-managers';
import { browser, startGoogleSignIn } from '../utils/google-sign-in';
import { createTestApp, TestApp } from '../utils/test-app';

// Server messages follow the signed-in user's language, else the Accept-Language header (first of en/fr), else
// English; the expired-credentials detail stays English on the wire (the client logs out on it, spec 8).
describe('server messages in English and French', () => {
  let t: TestApp;
  const post = (path: string, body: object) => t.http().post(`${API}${path}`).send(body);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
  });
  afterAll(() => t.close());

  describe('by Accept-Language when no user is signed in', () => {
    it('answers an unknown route in French, and in English without the header', async () => {
      const fr = await t.http().get(`${API}/no-such-thing?x=1`).set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.5').expect(404);
      expect(fr.body).toEqual({ detail: 'Introuvable : GET /prod/api/no-such-thing' });
      expect((await t.http().get(`${API}/no-such-thing`).expect(404)).body).toEqual({ detail: 'Not found: GET /prod/api/no-such-thing' });
      const german = await t.http().get(`${API}/no-such-thing`).set('Accept-Language', 'de').expect(404);
      expect(german.body.detail).toBe('Not found: GET /prod/api/no-such-thing');
    });

    it('says validation messages of a form in French', async () => {
      const res = await post('/enterprise/users/login', { email: 'nope' }).set('Accept-Language', 'fr').expect(400);
      expect(res.body).toEqual({ detail: 'Entrez une adresse courriel valide; Le mot de passe est obligatoire' });
      const unknownField = await post('/enterprise/users/login', { email: 'a@example.com', password: 'x', extra: 1 })
        .set('Accept-Language', 'fr')
        .expect(400);
      expect(unknownField.body.detail).toBe("la propriété extra n'est pas permise");
    });

    it('refuses a wrong password with a French 401, and a malformed body in French', async () => {
      const orgId = (await createOrganization(t)).id;
      const account = await registerEnterpriseUser(t, { organizationId: orgId });
      const res = await post('/enterprise/users/login', { email: account.email, password: 'not the password' })
        .set('Accept-Language', 'fr')
        .expect(401);
      expect(res.body).toEqual({ detail: 'Adresse courriel ou mot de passe invalide.' });
      const malformed = await t
        .http()
        .post(`${API}/enterprise/users/login`)
        .set('Accept-Language', 'fr')
        .set('Content-Type', 'application/json')
        .send('{"email":');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ detail: "Le corps de la requête n'est pas du JSON valide." });
    });

    it('answers the contact form in French: its field messages and its confirmation', async () => {
      const refused = await post('/contact', { email: 'nope', message: '  ' }).set('Accept-Language', 'fr').expect(400);
      expect(refused.body).toEqual({ detail: "courriel : Format d'adresse courriel invalide; message : Obligatoire" });
      const missing = await post('/contact', { message: 'Bonjour' }).set('Accept-Language', 'fr').expect(400);
      expect(missing.body).toEqual({ detail: 'Obligatoire' });
      const sent = await post('/contact', { email: 'ada@example.com', message: 'Bonjour' }).set('Accept-Language', 'fr').expect(201);
      expect(sent.body).toEqual({ detail: 'Merci, votre message a été envoyé. Nous vous répondrons par courriel.' });
    });

    it('answers a Google sign-in failure in French, and gives a first-time customer the language of the request', async () => {
      const client = t.app.get(GoogleOAuthClient);
      const exchange = jest.spyOn(client, 'requestTokens').mockResolvedValue({ idToken: 'id-token' });
      const identity = jest.spyOn(client, 'identityFromTokens');
      /** A browser that started a sign-in comes back with a code, in the given language. */
      const googleSignIn = async (language: string) => {
        const agent = browser(t);
        const { state } = await startGoogleSignIn(agent);
        return agent.post(`${API}/auth/google`).send({ code: 'c', state }).set('Accept-Language', language);
      };
      try {
        exchange.mockRejectedValueOnce(googleSignInError('invalid_code'));
        const refused = await googleSignIn('fr');
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({
          detail: "La connexion avec Google a échoué : le code d'autorisation est invalide ou a expiré. Veuillez réessayer.",
        });

        identity.mockResolvedValueOnce({ subject: 'sub-fr-1', email: uniqueEmail('francophone'), emailVerified: true, provider: 'google' });
        const first = await googleSignIn('fr-CA,fr;q=0.9');
        expect(first.status).toBe(200);
        expect(first.body.user.language).toEqual({ value: 'fr' });
        // Later sign-ins keep the saved language, whatever the browser asks.
        identity.mockResolvedValueOnce({ subject: 'sub-fr-1', email: uniqueEmail('francophone'), emailVerified: true, provider: 'google' });
        expect((await googleSignIn('en')).body.user.language).toEqual({ value: 'fr' });
      } finally {
        exchange.mockRestore();
        identity.mockRestore();
      }
    });

    it('keeps the expired-credentials detail in English, whatever the language asked', async () => {
      const res = await t.http().get(`${API}/user`).set(bearer('garbage')).set('Accept-Language', 'fr').expect(401);
      expect(res.body).toEqual({ detail: 'Could not validate credentials or expired token' });
    });
  });

  describe("by the signed-in user's language", () => {
    it("says a billing-address refusal in the user's language, even when the browser asks for the other one", async () => {
      const french = await createPublicCustomer(t, { language: 'fr' });
      const english = await createPublicCustomer(t, { language: 'en' });
      const canada = await t.app.get(MikroORM).em.fork().findOneOrFail(Country, { value: 'CA' });
      const address = { street: ' ', city: 'Montréal', region: 'QC', postalCode: 'H2X 1K4', countryId: canada.id };
      const fr = await t
        .http()
        .put(`${API}/users/billing-address`)
        .set(bearer(french.token))
        .send({ ...address, userId: french.user.id })
        .expect(400);
      expect(fr.body).toEqual({ detail: "L'adresse municipale est obligatoire" });
      const en = await t
        .http()
        .put(`${API}/users/billing-address`)
        .set(bearer(english.token))
        .set('Accept-Language', 'fr')
        .send({ ...address, userId: english.user.id })
        .expect(400);
      expect(en.body).toEqual({ detail: 'Street Address is required' });
      const notMine = await t
        .http()
        .put(`${API}/users/billing-address`)
        .set(bearer(french.token))
        .send({ ...address, street: '1 rue X', userId: english.user.id })
        .expect(403);
      expect(notMine.body).toEqual({ detail: 'Vous ne pouvez modifier que votre propre adresse de facturation.' });
    });

    it("refuses a non-manager on the portal in the user's language", async () => {
      const french = await createPublicCustomer(t, { language: 'fr' });
      const res = await t.http().get(`${API}/admin/account-managers/1`).set(bearer(french.token)).expect(403);
      expect(res.body).toEqual({ detail: "L'utilisateur n'est pas un gestionnaire de comptes" });
    });

    it("says the create-organisation rules in the manager's language", async () => {
      const french = await createManager(t, { language: 'fr' });
      const english = await createManager(t, { language: 'en' });
      const payload = (manager: { accountManagerId: number }) => ({
        label: 'Acme',
        paygPagePrice: 0.74,
        contact: { name: 'Jane', email: 'jane@acme.test' },
        address: { street: '1 rue Sainte-Catherine', city: 'Montréal', regionValue: 'QC', postalCode: 'H2X 1K4' },
        accountManagerId: manager.accountManagerId,
      });
      const fr = await t.http().post(`${API}/admin/accounts`).set(bearer(french.token)).send(payload(french)).expect(400);
      expect(fr.body).toEqual({ detail: 'Le prix doit être supérieur à 0,75' });
      const en = await t
        .http()
        .post(`${API}/admin/accounts`)
        .set(bearer(english.token))
        .set('Accept-Language', 'fr')
        .send(payload(english))
        .expect(400);
      expect(en.body).toEqual({ detail: 'Price must be above 0.75' });
      const region = await t
        .http()
        .post(`${API}/admin/accounts`)
        .set(bearer(french.token))
        .send({ ...payload(french), paygPagePrice: 2, address: { ...payload(french).address, regionValue: 'CA' } })
        .expect(400);
      expect(region.body).toEqual({ detail: "CA n'est pas une région de ce pays (Canada)." });
    });
  });
});

describe('throttling in French', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('answers 429 in the language of Accept-Language', async () => {
    const forgot = () => t.http().post(`${API}/auth/forgot-password`).send({ email: 'x@example.com' });
    const first = await forgot().set('Accept-Language', 'fr').expect(200);
    expect(first.body).toEqual({
      detail: 'Si un compte existe pour cette adresse courriel, nous avons envoyé un lien pour réinitialiser le mot de passe.',
    });
    const limited = await forgot().set('Accept-Language', 'fr').expect(429);
    expect(limited.body).toEqual({ detail: 'Trop de requêtes. Veuillez patienter une minute, puis réessayer.' });
    expect((await forgot().expect(429)).body).toEqual({ detail: 'Too many requests. Please wait a minute and try again.' });
  });
});
