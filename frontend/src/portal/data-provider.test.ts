import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { createAuthStore } from '@/lib/auth/auth-store';
import { addApiErrorListener, ApiError, apiRequest, apiRequestHeaders } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getToken, setToken } from '@/lib/storage';
import { storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { createPortalDataProvider, portalHttpClient, ResourceNotAvailableError } from './data-provider';
import { buildAccountManager, buildOrganization, buildRegistration, buildSale, listQueries, listResponse } from './testing/portal-fixtures';

const LIST = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('createPortalDataProvider', () => {
  it('rejects calls for resources and methods the API does not offer with a clear error', async () => {
    const provider = createPortalDataProvider();
    const error = await provider.getList('sales', LIST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotAvailableError);
    expect(error).toMatchObject({ resource: 'sales', method: 'getList' });
    // react-admin translates the message in its error toast
    expect((error as Error).message).toBe('portal.errors.resourceNotAvailable');
    await expect(provider.delete('organizations', { id: 1 })).rejects.toBeInstanceOf(ResourceNotAvailableError);
  });

  it('dispatches to the handlers registered for a resource', async () => {
    const getOne = vi.fn().mockResolvedValue({ data: { id: 4 } });
    const provider = createPortalDataProvider({ accounts: { getOne } });
    await expect(provider.getOne('accounts', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    expect(getOne).toHaveBeenCalledWith('accounts', { id: 4 });
    await expect(provider.update('accounts', { id: 4, data: {}, previousData: { id: 4 } })).rejects.toBeInstanceOf(
      ResourceNotAvailableError,
    );
  });
});

describe('portalHttpClient (ra-data-simple-rest transport)', () => {
  it("sends the headers of every API call, with the caller's own and the signal", async () => {
    setToken('tok-4');
    await i18n.changeLanguage('fr');
    const fetchMock = mockApi({ 'GET /admin/resources/organizations': () => listResponse('organizations', [], 0) });
    const controller = new AbortController();

    const answer = await portalHttpClient('/prod/api/admin/resources/organizations', {
      headers: new Headers({ Range: 'organizations=0-9' }),
      signal: controller.signal,
    });

    expect(answer).toMatchObject({ status: 200, json: [], body: '[]' });
    expect(answer.headers.get('Content-Range')).toBe('organizations */0');
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBe(controller.signal);
    expect(init?.headers).toEqual({ ...apiRequestHeaders(), range: 'organizations=0-9' });
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'fr', Authorization: 'Bearer tok-4' });
    await i18n.changeLanguage('en');
  });

  it('sends a JSON body as JSON, unless the caller names another type', async () => {
    const fetchMock = mockApi({ 'POST /x': () => jsonResponse({ id: 1 }), 'DELETE /x/1': () => new Response(null, { status: 204 }) });
    await portalHttpClient('/prod/api/x', { method: 'POST', body: '{"a":1}' });
    await expect(
      portalHttpClient('/prod/api/x/1', { method: 'DELETE', headers: new Headers({ 'Content-Type': 'text/plain' }) }),
    ).resolves.toMatchObject({ status: 204, body: '', json: undefined });
    const [post, remove] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(post['Content-Type']).toBe('application/json');
    expect(remove['content-type']).toBe('text/plain');
    expect(remove['Content-Type']).toBeUndefined();
  });

  it('fails with the ApiError apiRequest gives for the same answer, and notifies the listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    try {
      const answer = () => new Response('Upstream down', { status: 502, headers: { 'Content-Type': 'text/plain' } });
      mockApi({ 'GET /admin/resources/organizations': answer, 'GET /countries': answer });
      const listError = (await createPortalDataProvider()
        .getList('organizations', LIST)
        .catch((e: unknown) => e)) as ApiError;
      const requestError = (await apiRequest('/countries').catch((e: unknown) => e)) as ApiError;

      expect(listError).toBeInstanceOf(ApiError);
      expect(listError).toMatchObject({ status: 502, detail: 'Upstream down', message: 'Upstream down', serverDetail: null });
      expect({ ...listError, message: listError.message }).toEqual({ ...requestError, message: requestError.message });
      expect(listener.mock.calls).toEqual([[listError], [requestError]]);
    } finally {
      unsubscribe();
    }
  });

  it('logs the user out on the expired-credentials 401', async () => {
    const session = storeSession();
    mockApi({
      'GET /auth/check': jsonResponse(session),
      'GET /admin/resources/organizations': errorResponse(CREDENTIALS_ERROR_DETAIL, 401),
    });
    const store = createAuthStore();
    render(createElement(AuthProvider, { store, children: null }));
    expect(store.getState().token).toBe(session.token);
    await vi.waitFor(() => expect(store.getState().status.userAuthCheck.success).toBe(true));

    const error = await createPortalDataProvider()
      .getList('organizations', LIST)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serverDetail: CREDENTIALS_ERROR_DETAIL });
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(getToken()).toBeNull();
  });
});

describe('portal resources', () => {
  const provider = createPortalDataProvider();

  it("lists organisations with simple-rest's query and the total of Content-Range", async () => {
    const organizations = [buildOrganization({ id: 4 }), buildOrganization({ id: 5, label: 'Beta' })];
    const fetchMock = mockApi({ 'GET /admin/resources/organizations': () => listResponse('organizations', organizations, 57) });

    const result = await provider.getList('organizations', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
      filter: { q: 'ac' },
    });

    expect(result).toEqual({ data: organizations, total: 57 });
    expect(listQueries(fetchMock, '/admin/resources/organizations')).toEqual([
      { sort: ['createdAt', 'DESC'], range: [2, 3], filter: { q: 'ac' } },
    ]);
  });

  it('lists sales the same way; an empty page says its total after */', async () => {
    const fetchMock = mockApi({ 'GET /admin/resources/payg-sales': () => listResponse('payg-sales', [], 0) });
    const result = await provider.getList('payg-sales', {
      sort: { field: 'purchaseDate', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { organizationId: 4, from: '2026-11-01T05:00:00.000Z' },
    });
    expect(result).toEqual({ data: [], total: 0 });
    expect(listQueries(fetchMock, '/admin/resources/payg-sales')[0]).toEqual({
      sort: ['purchaseDate', 'DESC'],
      range: [0, 9],
      filter: { organizationId: 4, from: '2026-11-01T05:00:00.000Z' },
    });
  });

  it('fails without Content-Range, and with the server detail on errors', async () => {
    mockApi({ 'GET /admin/resources/payg-sales': () => jsonResponse([buildSale()]) });
    await expect(provider.getList('payg-sales', LIST)).rejects.toThrow(/Content-Range header is missing/);

    mockApi({ 'GET /admin/resources/organizations': () => errorResponse('Not an account manager', 403) });
    const error = await provider.getList('organizations', LIST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Not an account manager' });
  });

  it('reads one organisation and several through the resource endpoint', async () => {
    const fetchMock = mockApi({
      'GET /admin/resources/organizations/4': jsonResponse(buildOrganization({ id: 4 })),
      'GET /admin/resources/organizations': () =>
        listResponse('organizations', [buildOrganization({ id: 4 }), buildOrganization({ id: 5, label: 'Beta' })]),
    });
    await expect(provider.getOne('organizations', { id: 4 })).resolves.toEqual({ data: buildOrganization({ id: 4 }) });
    const many = await provider.getMany('organizations', { ids: [4, 5] });
    expect(many.data.map((organization) => organization.label)).toEqual(['Acme', 'Beta']);
    expect(listQueries(fetchMock, '/admin/resources/organizations')).toEqual([{ sort: null, range: null, filter: { id: [4, 5] } }]);
  });

  it("creates an organisation with the spec's POST /admin/accounts and answers the organisation", async () => {
    const payload = { label: 'Acme', accountManagerId: 3 };
    const fetchMock = mockApi({ 'POST /admin/accounts': () => jsonResponse({ organization: buildOrganization({ id: 8 }) }, 201) });
    await expect(provider.create('organizations', { data: payload })).resolves.toEqual({ data: buildOrganization({ id: 8 }) });
    expect(callsTo(fetchMock, 'POST /admin/accounts').map((call) => call.body)).toEqual([payload]);
  });

  it('reads the account manager, the sales summary and the monthly totals', async () => {
    const summary = { paygSales: [buildSale()], commissionTotal: 3, commissionTotalCents: 300, currency: { value: 'CAD' } };
    const months = [
      { month: '2026-10', salesCount: 1, subTotalCents: 750, commissionCents: 300, currency: 'CAD' },
      { month: '2026-11', salesCount: 2, subTotalCents: 1500, commissionCents: 600, currency: 'CAD' },
    ];
    mockApi({
      'GET /admin/account-managers/3': jsonResponse(buildAccountManager()),
      'GET /admin/account-manager/3/payg-sales': jsonResponse(summary),
      'GET /admin/resources/payg-sales/monthly': jsonResponse({ months }),
    });
    await expect(provider.getOne('account-managers', { id: 3 })).resolves.toEqual({ data: buildAccountManager() });
    await expect(provider.getOne('payg-sales-summaries', { id: 3 })).resolves.toEqual({ data: { ...summary, id: 3 } });
    const monthly = await provider.getList('payg-sales-monthly', LIST);
    expect(monthly.total).toBe(2);
    expect(monthly.data.map((month) => month.id)).toEqual(['CAD-2026-10', 'CAD-2026-11']);
  });

  it("updates a price plan and invites with the spec's calls", async () => {
    const organization = buildOrganization();
    const fetchMock = mockApi({
      'PUT /admin/enterprise-accounts/payg-price-plan': () => jsonResponse({ organization }),
      'POST /admin/account-managers/enterprise-registrations': () => jsonResponse({ registration: buildRegistration() }, 201),
    });
    const plan = organization.paygPricePlan;
    await expect(
      provider.update('payg-price-plans', { id: 7, data: { pagePrice: 3, ldiPagePrice: null }, previousData: plan }),
    ).resolves.toEqual({ data: plan });
    expect(callsTo(fetchMock, 'PUT /admin/enterprise-accounts/payg-price-plan')[0].body).toEqual({
      id: 7,
      pagePrice: 3,
      ldiPagePrice: null,
    });
    const invitation = { organizationId: 4, email: 'new@acme.test', language: 'fr', isAccountManager: false };
    await expect(provider.create('enterprise-registrations', { data: invitation })).resolves.toEqual({
      data: buildRegistration(),
    });
    expect(callsTo(fetchMock, 'POST /admin/account-managers/enterprise-registrations')[0].body).toEqual(invitation);
  });

  it('lists, adds, changes and removes glossary entries of one organisation', async () => {
    const entry = {
      id: 11,
      organizationId: 4,
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      sourceTerm: 'invoice',
      targetTerm: 'facture',
      updatedAt: '2026-11-20T15:00:00.000Z',
    };
    const input = { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'invoice', targetTerm: 'facture' };
    const fetchMock = mockApi({
      'GET /admin/organizations/4/glossary': () => jsonResponse({ items: [entry], total: 1, maxEntries: 5000 }),
      'POST /admin/organizations/4/glossary/entries': () => jsonResponse(entry, 201),
      'PUT /admin/organizations/4/glossary/entries/11': () => jsonResponse(entry),
      'DELETE /admin/organizations/4/glossary/entries/11': () => new Response(null, { status: 204 }),
    });
    const meta = { organizationId: 4 };

    await expect(provider.getList('glossary-entries', { ...LIST, filter: { organizationId: 4 } })).resolves.toEqual({
      data: [entry],
      total: 1,
      meta: { maxEntries: 5000 },
    });
    await expect(provider.create('glossary-entries', { data: input, meta })).resolves.toEqual({ data: entry });
    await expect(provider.update('glossary-entries', { id: 11, data: input, previousData: entry, meta })).resolves.toEqual({
      data: entry,
    });
    await expect(provider.delete('glossary-entries', { id: 11, previousData: entry, meta })).resolves.toEqual({ data: entry });
    expect(callsTo(fetchMock, 'POST /admin/organizations/4/glossary/entries')[0].body).toEqual(input);
    expect(callsTo(fetchMock, 'PUT /admin/organizations/4/glossary/entries/11')[0].body).toEqual(input);
    expect(callsTo(fetchMock, 'DELETE /admin/organizations/4/glossary/entries/11')).toHaveLength(1);

    // Without its organisation a glossary call has no address.
    await expect(provider.getList('glossary-entries', LIST)).rejects.toBeInstanceOf(ResourceNotAvailableError);
    await expect(provider.create('glossary-entries', { data: input })).rejects.toBeInstanceOf(ResourceNotAvailableError);
  });
});
