import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { AuthProvider } from '@/features/auth/components/AuthProvider';
import { createAuthStore } from '@/features/auth/stores/auth-store';
import { addApiErrorListener, ApiError, apiRequest, apiRequestHeaders } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getToken, setToken } from '@/lib/storage';
import { storeSession } from '@/testing/auth-fixtures';
import { errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { buildOrganization, listResponse } from '../testing/portal-fixtures';
import { listResource } from './list-resource';

const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('listResource', () => {
  it('sends the same request headers as apiRequest, with the signal', async () => {
    setToken('tok-4');
    await i18n.changeLanguage('fr');
    const organizations = [buildOrganization()];
    const fetchMock = mockApi({
      'GET /admin/resources/organizations': () => listResponse('organizations', organizations, 1),
    });
    const controller = new AbortController();

    await expect(listResource('organizations', { ...params, signal: controller.signal })).resolves.toEqual({
      data: organizations,
      total: 1,
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toMatch(/^\/prod\/api\/admin\/resources\/organizations\?/);
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBe(controller.signal);
    expect(init?.headers).toEqual(apiRequestHeaders());
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'fr', Authorization: 'Bearer tok-4' });
  });

  it('fails with the ApiError apiRequest gives for the same answer, and notifies the listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    try {
      const answer = () => new Response('Upstream down', { status: 502, headers: { 'Content-Type': 'text/plain' } });
      mockApi({ 'GET /admin/resources/organizations': answer, 'GET /countries': answer });
      const listError = (await listResource('organizations', params).catch((e: unknown) => e)) as ApiError;
      const requestError = (await apiRequest('/countries').catch((e: unknown) => e)) as ApiError;

      expect(listError).toBeInstanceOf(ApiError);
      expect(listError).toMatchObject({
        status: 502,
        detail: 'Upstream down',
        message: 'Upstream down',
        serverDetail: null,
      });
      expect({ ...listError, message: listError.message }).toEqual({ ...requestError, message: requestError.message });
      expect(listener.mock.calls).toEqual([[listError], [requestError]]);
    } finally {
      unsubscribe();
    }
  });

  it('the expired-credentials answer logs the user out', async () => {
    const session = storeSession();
    mockApi({
      'GET /auth/check': jsonResponse(session),
      'GET /admin/resources/organizations': errorResponse(CREDENTIALS_ERROR_DETAIL, 401),
    });
    const store = createAuthStore();
    render(createElement(AuthProvider, { store, children: null }));
    expect(store.getState().token).toBe(session.token);
    await vi.waitFor(() => expect(store.getState().status.userAuthCheck.success).toBe(true));

    const error = await listResource('organizations', params).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serverDetail: CREDENTIALS_ERROR_DETAIL });
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(getToken()).toBeNull();
  });
});
