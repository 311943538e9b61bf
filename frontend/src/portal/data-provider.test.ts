import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/storage';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { ContentRangeError, listQuery, parseContentRange } from './api/list-resource';
import { createPortalDataProvider, portalResources, ResourceNotAvailableError } from './data-provider';
import { buildOrganization, buildSale, listQueries, listResponse } from './testing/portal-fixtures';

describe('createPortalDataProvider', () => {
  it('rejects calls for resources that are not built yet with a clear error', async () => {
    const provider = createPortalDataProvider();
    const error = await provider.getList('organizations', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotAvailableError);
    expect(error).toMatchObject({ resource: 'organizations', method: 'getList' });
    // react-admin translates the message in its error toast
    expect((error as Error).message).toBe('portal.errors.resourceNotAvailable');
    await expect(provider.delete('sales', { id: 1 })).rejects.toBeInstanceOf(ResourceNotAvailableError);
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

describe('parseContentRange', () => {
  it('reads the total after the slash', () => {
    expect(parseContentRange('organizations 0-24/57')).toBe(57);
    expect(parseContentRange('payg-sales 25-49/120')).toBe(120);
    expect(parseContentRange('organizations */0')).toBe(0);
    expect(parseContentRange('payg-sales 0-9/*')).toBeUndefined();
  });

  it('throws without a usable header', () => {
    expect(() => parseContentRange(null)).toThrow(ContentRangeError);
    expect(() => parseContentRange('')).toThrow(ContentRangeError);
    expect(() => parseContentRange('organizations 0-24')).toThrow(ContentRangeError);
    expect(() => parseContentRange('bytes=0-24/abc')).toThrow(ContentRangeError);
  });
});

describe('listQuery', () => {
  it('sends sort, range and filter as ra-data-simple-rest does', () => {
    const query = listQuery({
      sort: { field: 'label', order: 'ASC' },
      pagination: { page: 3, perPage: 25 },
      filter: { q: 'acme', organizationId: 4, from: '', to: undefined },
    });
    expect(JSON.parse(query.get('sort')!)).toEqual(['label', 'ASC']);
    expect(JSON.parse(query.get('range')!)).toEqual([50, 74]);
    // empty filter values are not sent
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'acme', organizationId: 4 });
  });

  it('sends an empty filter object and no sort when there is none', () => {
    const query = listQuery({ pagination: { page: 1, perPage: 10 } });
    expect(query.has('sort')).toBe(false);
    expect(JSON.parse(query.get('range')!)).toEqual([0, 9]);
    expect(JSON.parse(query.get('filter')!)).toEqual({});
  });
});

describe('portal resources', () => {
  const provider = createPortalDataProvider(portalResources);

  it('lists organisations with the total of Content-Range, the bearer token and the query', async () => {
    setToken('tok-9');
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
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-9', 'ngrok-skip-browser-warning': 'true' });
  });

  it('lists sales the same way', async () => {
    const sales = [buildSale()];
    const fetchMock = mockApi({ 'GET /admin/resources/payg-sales': () => listResponse('payg-sales', sales, 120) });
    const result = await provider.getList('payg-sales', {
      sort: { field: 'purchaseDate', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { organizationId: 4, from: '2026-11-01' },
    });
    expect(result).toEqual({ data: sales, total: 120 });
    expect(listQueries(fetchMock, '/admin/resources/payg-sales')[0]).toEqual({
      sort: ['purchaseDate', 'DESC'],
      range: [0, 9],
      filter: { organizationId: 4, from: '2026-11-01' },
    });
  });

  it('pages forward while the total is unknown', async () => {
    mockApi({
      'GET /admin/resources/payg-sales': () =>
        new Response(JSON.stringify([buildSale({ id: 1 }), buildSale({ id: 2 })]), {
          headers: { 'Content-Type': 'application/json', 'Content-Range': 'payg-sales 0-1/*' },
        }),
    });
    const result = await provider.getList('payg-sales', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'purchaseDate', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('fails clearly without Content-Range and with the server detail on errors', async () => {
    mockApi({ 'GET /admin/resources/organizations': () => jsonResponse([buildOrganization()]) });
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await expect(provider.getList('organizations', params)).rejects.toBeInstanceOf(ContentRangeError);

    mockApi({ 'GET /admin/resources/organizations': () => errorResponse('Not an account manager', 403) });
    const error = await provider.getList('organizations', params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, detail: 'Not an account manager' });
  });

  it('reads one organisation and several through the account-details call', async () => {
    const fetchMock = mockApi({
      'GET /admin/account-manager/account-details/4': jsonResponse(buildOrganization({ id: 4 })),
      'GET /admin/account-manager/account-details/5': jsonResponse(buildOrganization({ id: 5, label: 'Beta' })),
    });
    await expect(provider.getOne('organizations', { id: 4 })).resolves.toEqual({ data: buildOrganization({ id: 4 }) });
    const many = await provider.getMany('organizations', { ids: [4, 5] });
    expect(many.data.map((organization) => organization.label)).toEqual(['Acme', 'Beta']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads the account manager', async () => {
    const manager = { id: 3, userId: 12, email: 'manager@demo.test', isInternalAdmin: true, createdAt: 'x' };
    mockApi({ 'GET /admin/account-managers/3': jsonResponse(manager) });
    await expect(provider.getOne('account-managers', { id: 3 })).resolves.toEqual({ data: manager });
    await expect(provider.create('organizations', { data: {} })).rejects.toBeInstanceOf(ResourceNotAvailableError);
  });
});
