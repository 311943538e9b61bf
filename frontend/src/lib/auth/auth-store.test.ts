import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { getStoredUser, getToken, getTokenAge } from '@/lib/storage';
import { buildUser, storeSession, TEST_TOKEN } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { authReducer, initialAuthState, isSignedIn } from './auth-reducer';
import { createAuthStore, LOGOUT_REQUEST_MAX_WAIT_MS } from './auth-store';

const NOW = 1_700_000_000_000;
const user = buildUser();
const session = { user, token: 'fresh-token' };

describe('authReducer', () => {
  const signedOut = initialAuthState({ user: null, token: null });

  it('starts idle; signed in means user and token both present', () => {
    expect(signedOut.status.login).toEqual({ loading: false });
    expect(isSignedIn(signedOut)).toBe(false);
    expect(isSignedIn({ user, token: null })).toBe(false);
    expect(isSignedIn({ user: null, token: 't' })).toBe(false);
    expect(isSignedIn({ user, token: 't' })).toBe(true);
    // A stored user without a token is not kept.
    expect(initialAuthState({ user, token: null }).user).toBeNull();
  });

  it('cycles an operation idle → loading → success/failure → idle', () => {
    let state = authReducer(signedOut, { type: 'operationStarted', operation: 'forgotPassword' });
    expect(state.status.forgotPassword).toEqual({ loading: true });
    state = authReducer(state, { type: 'operationSucceeded', operation: 'forgotPassword' });
    expect(state.status.forgotPassword).toEqual({ loading: false, success: true });
    state = authReducer(state, { type: 'operationFailed', operation: 'forgotPassword', error: { reason: 'network' } });
    expect(state.status.forgotPassword).toEqual({ loading: false, success: false, error: { reason: 'network' } });
    state = authReducer(state, { type: 'operationReset', operation: 'forgotPassword' });
    expect(state.status.forgotPassword).toEqual({ loading: false });
  });

  it('a social login failure forgets the session and records the error; a new attempt clears it', () => {
    const signedIn = initialAuthState({ user, token: 't' });
    const error = { reason: 'server' as const, detail: 'Invalid code' };
    let state = authReducer(signedIn, { type: 'socialLoginFailed', error });
    expect(state).toMatchObject({ user: null, token: null, authError: error });
    expect(state.status.login).toMatchObject({ success: false, error });
    state = authReducer(state, { type: 'operationStarted', operation: 'login' });
    expect(state.authError).toBeNull();
  });

  it('logging out returns to the initial signed-out state', () => {
    const signedIn = initialAuthState({ user, token: 't' });
    const busy = authReducer(signedIn, { type: 'operationStarted', operation: 'fetchUser' });
    expect(authReducer(busy, { type: 'loggedOut' })).toEqual(signedOut);
  });
});

describe('createAuthStore', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the stored session', () => {
    storeSession(user);
    expect(createAuthStore().getState()).toMatchObject({ user, token: TEST_TOKEN });
  });

  it('Google login success stores token, token_age and user', async () => {
    const fetchMock = mockApi({ 'POST /auth/google': jsonResponse(session) });
    const store = createAuthStore();
    const redirectUri = 'http://localhost/oauth2callback';
    const result = await store.actions.loginWithGoogle({ code: 'c0de', state: 'st', redirectUri });

    expect(result.ok).toBe(true);
    expect(callsTo(fetchMock, 'POST /auth/google')[0].body).toEqual({ code: 'c0de', state: 'st', redirectUri });
    expect(store.getState()).toMatchObject({ user, token: 'fresh-token', authError: null });
    expect(store.getState().status.login).toEqual({ loading: false, success: true });
    expect(getToken()).toBe('fresh-token');
    expect(getTokenAge()).toBe(NOW);
    expect(getStoredUser()).toEqual(user);
  });

  it('Google login of an existing account answers linkRequired, without an auth error; its password signs in', async () => {
    storeSession();
    const detail = 'An account with this e-mail address already exists.';
    const fetchMock = mockApi({
      'POST /auth/google': jsonResponse({ detail, linkRequired: true, email: 'ada@example.com' }, 409),
      'POST /auth/google/link': jsonResponse(session),
    });
    const store = createAuthStore();
    const result = await store.actions.loginWithGoogle({ code: 'c0de', state: 'st', redirectUri: 'x' });

    expect(result).toEqual({ ok: false, error: { reason: 'linkRequired', email: 'ada@example.com', detail } });
    expect(store.getState()).toMatchObject({ user: null, token: null, authError: null });
    expect(store.getState().status.login).toEqual({ loading: false });

    expect((await store.actions.linkGoogleAccount('secret password')).ok).toBe(true);
    expect(callsTo(fetchMock, 'POST /auth/google/link')[0].body).toEqual({ password: 'secret password' });
    expect(store.getState()).toMatchObject({ user, token: 'fresh-token', authError: null });
  });

  it('Google login failure clears token and user and keeps the server detail as the auth error', async () => {
    storeSession();
    mockApi({ 'POST /auth/google': errorResponse('Invalid authorization code', 401) });
    const store = createAuthStore();
    const result = await store.actions.loginWithGoogle({ code: 'bad', state: 'st', redirectUri: 'x' });

    expect(result).toEqual({ ok: false, error: { reason: 'server', detail: 'Invalid authorization code' } });
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      authError: { reason: 'server', detail: 'Invalid authorization code' },
    });
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('enterprise login stores the session; its failure keeps the detail on the operation', async () => {
    mockApi({ 'POST /enterprise/users/login': errorResponse('Incorrect email or password', 401) });
    const store = createAuthStore();
    await store.actions.loginEnterprise({ email: 'a@b.co', password: 'x' });
    expect(store.getState().status.login).toEqual({
      loading: false,
      success: false,
      error: { reason: 'server', detail: 'Incorrect email or password' },
    });

    mockApi({ 'POST /enterprise/users/login': jsonResponse(session) });
    await store.actions.loginEnterprise({ email: 'a@b.co', password: 'secret' });
    expect(store.getState()).toMatchObject({ user, token: 'fresh-token' });
  });

  it('the auth check refreshes the session, and a failed check logs out', async () => {
    storeSession();
    mockApi({ 'GET /auth/check': jsonResponse({ user: buildUser({ email: 'new@example.com' }), token: 'renewed' }) });
    const store = createAuthStore();
    await store.actions.checkAuth();
    expect(store.getState()).toMatchObject({ token: 'renewed', user: { email: 'new@example.com' } });
    expect(getToken()).toBe('renewed');

    mockApi({ 'GET /auth/check': errorResponse('Internal Server Error', 500) });
    await store.actions.checkAuth();
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(store.getState().status.userAuthCheck.success).toBe(false);
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('runs one auth check at a time and none without a token', async () => {
    const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session) });
    await createAuthStore().actions.checkAuth();
    expect(fetchMock).not.toHaveBeenCalled();

    storeSession();
    const store = createAuthStore();
    await Promise.all([store.actions.checkAuth(), store.actions.checkAuth()]);
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(1);
  });

  it('the load check of the page the app opened on is the start-up check; later loads check again', async () => {
    storeSession();
    const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session) });
    const store = createAuthStore();
    await store.actions.checkAuthAtStart('/');
    await store.actions.checkAuthOnLoad('/', { opened: true });
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(1);

    // Shared once only: the next load of the same page (back/forward included) checks again.
    await store.actions.checkAuthOnLoad('/', { opened: true });
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(2);
    await store.actions.checkAuthOnLoad('/', { opened: false });
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(3);
  });

  it('a page that is not the one the app opened on, or reached by navigation, runs its own load check', async () => {
    storeSession();
    const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session) });
    const opened = createAuthStore();
    await opened.actions.checkAuthAtStart('/faq');
    await opened.actions.checkAuthOnLoad('/', { opened: true });
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(2);

    const navigated = createAuthStore();
    await navigated.actions.checkAuthAtStart('/');
    await navigated.actions.checkAuthOnLoad('/', { opened: false });
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(4);
  });

  it('accepting a policy replaces the stored user', async () => {
    storeSession(buildUser({ isPrivacyPolicyAccepted: false, isTermsOfServiceAccepted: false }));
    const accepted = buildUser({ isPrivacyPolicyAccepted: true, isTermsOfServiceAccepted: false });
    const fetchMock = mockApi({ 'POST /privacy/accept': jsonResponse({ user: accepted }) });
    const store = createAuthStore();
    await store.actions.acceptPrivacyPolicy('fr');

    expect(callsTo(fetchMock, 'POST /privacy/accept')[0]).toMatchObject({
      body: { language: 'fr' },
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(store.getState().user).toEqual(accepted);
    expect(getStoredUser()).toEqual(accepted);
    expect(store.getState().status.updatePrivacyPolicy.success).toBe(true);
  });

  it('a language change replaces the user, then refetches it', async () => {
    storeSession();
    const french = buildUser({ language: { value: 'fr' } });
    const fetchMock = mockApi({
      'PATCH /user/language': jsonResponse({ user: french }),
      'GET /user': jsonResponse({ user: french, token: 'after-language' }),
    });
    const store = createAuthStore();
    await store.actions.updateLanguage('fr');

    expect(callsTo(fetchMock, 'PATCH /user/language')[0].body).toEqual({ language: 'fr' });
    expect(callsTo(fetchMock, 'GET /user')).toHaveLength(1);
    expect(store.getState()).toMatchObject({ user: french, token: 'after-language' });
    expect(store.getState().status.updateLanguage.success).toBe(true);
  });

  it('a language change while signed out calls nothing', async () => {
    const fetchMock = mockApi({});
    await createAuthStore().actions.updateLanguage('fr');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the registration request clears any stored session first', async () => {
    storeSession();
    const fetchMock = mockApi({ 'POST /admin/enterprise/users/create': jsonResponse({ user }) });
    const store = createAuthStore();
    const result = await store.actions.registerEnterprise({
      email: 'ada@example.com',
      activationCode: 'ABC123',
      password: 'long enough',
      organizationId: 3,
    });
    expect(result.ok).toBe(true);
    expect(callsTo(fetchMock, 'POST /admin/enterprise/users/create')[0].headers).not.toHaveProperty('Authorization');
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(store.getState().status.register.success).toBe(true);
  });

  it('logout clears everything at once and ends the session on the server with the old token', async () => {
    storeSession();
    const fetchMock = mockApi({ 'POST /auth/logout': new Response(null, { status: 204 }) });
    const store = createAuthStore();
    await store.actions.logout();

    expect(store.getState()).toEqual(initialAuthState({ user: null, token: null }));
    expect(getToken()).toBeNull();
    expect(getTokenAge()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(callsTo(fetchMock, 'POST /auth/logout')[0].headers).toMatchObject({ Authorization: `Bearer ${TEST_TOKEN}` });
  });

  it('logout does not wait more than a moment for a server that does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
    const store = createAuthStore();
    let done = false;
    void store.actions.logout().then(() => {
      done = true;
    });
    expect(store.getState().token).toBeNull();
    await vi.advanceTimersByTimeAsync(LOGOUT_REQUEST_MAX_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('sessionExpired logs out only when there is a session', () => {
    const listener = vi.fn();
    const empty = createAuthStore();
    empty.subscribe(listener);
    empty.actions.sessionExpired();
    expect(listener).not.toHaveBeenCalled();

    storeSession();
    const store = createAuthStore();
    store.actions.sessionExpired();
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(getToken()).toBeNull();
  });

  it('an auth check answer that arrives after logout is ignored', async () => {
    storeSession();
    let answer!: (response: Response) => void;
    mockApi({ 'GET /auth/check': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const store = createAuthStore();
    const check = store.actions.checkAuth();
    store.actions.sessionExpired();
    answer(jsonResponse(session));
    await check;
    expect(store.getState()).toMatchObject({ user: null, token: null });
  });
});

describe('the interface language follows the signed-in user', () => {
  const french = buildUser({ language: { value: 'fr' } });

  it('switches at Google and enterprise sign-in and when the user is fetched, not at the auth check', async () => {
    const applyUserLanguage = vi.fn();
    mockApi({
      'POST /auth/google': jsonResponse({ user: french, token: 'g' }),
      'POST /enterprise/users/login': jsonResponse({ user: buildUser({ language: { value: 'en' } }), token: 'e' }),
      'GET /auth/check': jsonResponse({ user: french, token: 'c' }),
      'GET /user': jsonResponse({ user: french, token: 'u' }),
    });
    const store = createAuthStore({ applyUserLanguage });
    await store.actions.loginWithGoogle({ code: 'c0de', state: 'st', redirectUri: 'x' });
    expect(applyUserLanguage).toHaveBeenLastCalledWith('fr');
    await store.actions.loginEnterprise({ email: 'a@b.co', password: 'secret' });
    expect(applyUserLanguage).toHaveBeenLastCalledWith('en');
    applyUserLanguage.mockClear();

    await store.actions.checkAuth();
    expect(applyUserLanguage).not.toHaveBeenCalled();
    await store.actions.fetchUser();
    expect(applyUserLanguage).toHaveBeenCalledExactlyOnceWith('fr');
  });

  it('does not switch on a failed sign-in, nor for a language the interface does not have', async () => {
    const applyUserLanguage = vi.fn();
    mockApi({ 'POST /enterprise/users/login': errorResponse('Invalid email or password.', 401) });
    const store = createAuthStore({ applyUserLanguage });
    await store.actions.loginEnterprise({ email: 'a@b.co', password: 'x' });
    mockApi({ 'POST /enterprise/users/login': jsonResponse({ user: buildUser({ language: { value: 'es' as never } }), token: 't' }) });
    await store.actions.loginEnterprise({ email: 'a@b.co', password: 'secret' });
    expect(applyUserLanguage).not.toHaveBeenCalled();
  });

  it("by default changes the shared i18next instance's language", async () => {
    expect(i18n.language).toBe('en');
    mockApi({ 'POST /enterprise/users/login': jsonResponse({ user: french, token: 't' }) });
    await createAuthStore().actions.loginEnterprise({ email: 'a@b.co', password: 'secret' });
    expect(i18n.language).toBe('fr');
  });
});
