import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { createAuthStore } from '@/lib/auth/auth-store';
import { storeSession } from '@/testing/auth-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { addApiErrorListener, ApiError, apiRequestHeaders } from './api-client';
import { i18n } from './i18n';
import { getToken, setToken } from './storage';
import { uploadForm } from './upload';
import { installFakeXhr, lastXhr } from './upload.test-support';

const form = () => {
  const data = new FormData();
  data.append('user_id', '1');
  return data;
};

beforeEach(() => {
  installFakeXhr();
});

describe('uploadForm', () => {
  it('posts the form under /prod/api with the same headers as apiRequest, and resolves the JSON answer', async () => {
    setToken('tok-9');
    await i18n.changeLanguage('fr');
    const body = form();
    const answer = uploadForm('translations', body);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/prod/api/translations');
    expect(xhr.body).toBe(body);
    expect(xhr.requestHeaders).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'fr',
      'ngrok-skip-browser-warning': 'true',
      Authorization: 'Bearer tok-9',
    });
    expect(xhr.requestHeaders).toEqual(apiRequestHeaders());
    xhr.respond(201, { translationId: 4 });
    await expect(answer).resolves.toEqual({ translationId: 4 });
  });

  it('sends no Authorization header without a token', () => {
    void uploadForm('/translations', form());
    expect(lastXhr().requestHeaders).not.toHaveProperty('Authorization');
  });

  it('reports progress in percent (null when the size is unknown), then the end of the upload', async () => {
    const onProgress = vi.fn();
    const onUploaded = vi.fn();
    const answer = uploadForm('/translations', form(), { onProgress, onUploaded });
    const xhr = lastXhr();
    xhr.progress(250, 1000);
    xhr.progress(999, 1000);
    xhr.progress(10, 0, false);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 250, total: 1000, percent: 25 },
      { loaded: 999, total: 1000, percent: 100 },
      { loaded: 10, total: 0, percent: null },
    ]);
    expect(onUploaded).not.toHaveBeenCalled();
    xhr.finishUpload();
    expect(onUploaded).toHaveBeenCalledTimes(1);
    xhr.respond(201, {});
    await answer;
  });

  it('rejects with an ApiError carrying the status and the server detail', async () => {
    const answer = uploadForm('/translations', form());
    lastXhr().respond(422, { detail: 'This PDF is encrypted.' });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: 'This PDF is encrypted.', serverDetail: 'This PDF is encrypted.' });
  });

  it('falls back to the status text, and has no serverDetail, when the answer has no detail', async () => {
    const answer = uploadForm('/translations', form());
    lastXhr().respond(502, '', { statusText: 'Bad Gateway', contentType: 'text/html' });
    const error = (await answer.catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, detail: 'Bad Gateway', serverDetail: null });
  });

  it('reports a network failure as status 0', async () => {
    const answer = uploadForm('/translations', form());
    lastXhr().failNetwork();
    await expect(answer).rejects.toMatchObject({ status: 0 });
  });

  it('aborts with an AbortError when the signal fires', async () => {
    const controller = new AbortController();
    const answer = uploadForm('/translations', form(), { signal: controller.signal });
    controller.abort();
    const error = await answer.catch((e: unknown) => e);
    expect(lastXhr().aborted).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('notifies the API error listeners with the error it rejects with, as apiRequest does', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    try {
      const answer = uploadForm('/translations', form());
      lastXhr().respond(401, { detail: CREDENTIALS_ERROR_DETAIL });
      const error = await answer.catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 401,
        detail: CREDENTIALS_ERROR_DETAIL,
        message: CREDENTIALS_ERROR_DETAIL,
      });
      expect(listener).toHaveBeenCalledExactlyOnceWith(error);

      // Neither a success nor a network failure is an error answer.
      const uploaded = uploadForm('/translations', form());
      lastXhr().respond(201, {});
      await uploaded;
      const offline = uploadForm('/translations', form());
      lastXhr().failNetwork();
      await offline.catch(() => undefined);
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
    }
  });

  it('the expired-credentials answer to an upload logs the user out', async () => {
    const session = storeSession();
    mockApi({ 'GET /auth/check': jsonResponse(session) });
    const store = createAuthStore();
    render(createElement(AuthProvider, { store, children: null }));
    expect(store.getState().token).toBe(session.token);
    await vi.waitFor(() => expect(store.getState().status.userAuthCheck.success).toBe(true));

    const answer = uploadForm('/translations', form());
    act(() => lastXhr().respond(401, { detail: CREDENTIALS_ERROR_DETAIL }));
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(getToken()).toBeNull();
  });
});
