import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addApiErrorListener,
  ApiError,
  apiClient,
  apiRequest,
  apiRequestHeaders,
  apiRequestWithResponse,
  apiUrl,
  parseAnswerBody,
  reportFailedAnswer,
} from './api-client';
import { i18n } from './i18n';
import { setToken } from './storage';

function mockFetch(response: Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('prefixes /prod/api, sends JSON and parses the JSON answer', async () => {
    const fetchMock = mockFetch(json({ ok: true }));
    await expect(apiClient.post('/contact', { email: 'a@b.c', message: 'hi' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/prod/api/contact');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c', message: 'hi' }));
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'ngrok-skip-browser-warning': 'true' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.signal).toBeUndefined();
  });

  it('adds the bearer token from localStorage login_token', async () => {
    setToken('tok-123');
    const fetchMock = mockFetch(json([]));
    await apiClient.get('translations', { query: { page: 2, skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/prod/api/translations?page=2');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-123' });
  });

  it('sends FormData as multipart, letting the browser set the boundary', async () => {
    const fetchMock = mockFetch(json({ id: 1 }));
    const form = new FormData();
    form.append('target_language_id', '2');
    await apiClient.post('/translations', form);
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('returns undefined for empty answers', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiClient.put('/translations/payment/1/status/succeeded')).resolves.toBeUndefined();
  });

  it('throws ApiError with the status and the server detail', async () => {
    mockFetch(json({ detail: 'Could not validate credentials or expired token' }, 401));
    const error = await apiRequest('/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Could not validate credentials or expired token' });
    expect((error as ApiError).message).toBe('Could not validate credentials or expired token');
  });

  it('falls back to the status text when there is no detail', async () => {
    mockFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/countries')).rejects.toMatchObject({ status: 502, detail: 'Bad Gateway' });
  });

  it('reports network failures as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/countries')).rejects.toMatchObject({ status: 0, detail: 'Failed to fetch' });
  });
});

describe('addApiErrorListener', () => {
  it('sees every error answer before the caller, until unsubscribed', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    mockFetch(json({ detail: 'Could not validate credentials or expired token' }, 401));
    const error = await apiRequest('/translations').catch((e: unknown) => e);
    expect(listener).toHaveBeenCalledWith(error);
    expect((error as ApiError).serverDetail).toBe('Could not validate credentials or expired token');

    unsubscribe();
    mockFetch(json({ detail: 'Nope' }, 400));
    await apiRequest('/translations').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('serverDetail is null when the server sent no detail', async () => {
    mockFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await apiRequest('/countries').catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe('Bad Gateway');
    expect(error.serverDetail).toBeNull();
  });
});

describe('apiRequest language', () => {
  it('asks the server for the current interface language on every call', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/countries');
    await i18n.changeLanguage('fr');
    await apiRequest('/user', { method: 'PATCH', body: { language: 'fr' } });
    expect(fetchMock.mock.calls.map((call) => call[1].headers['Accept-Language'])).toEqual(['en', 'fr']);
  });
});

describe('apiRequestHeaders', () => {
  it('are the headers apiRequest sends: JSON, the interface language, the tunnel header and the token', async () => {
    expect(apiRequestHeaders()).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'ngrok-skip-browser-warning': 'true',
    });

    setToken('tok-7');
    await i18n.changeLanguage('fr');
    const fetchMock = mockFetch(json({}));
    await apiRequest('/countries');
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual(apiRequestHeaders());
    expect(apiRequestHeaders()).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'fr',
      'ngrok-skip-browser-warning': 'true',
      Authorization: 'Bearer tok-7',
    });
  });

  it('adds the JSON Content-Type on request, and extra headers last', () => {
    expect(apiRequestHeaders({ jsonBody: true, headers: { Accept: 'text/csv', 'X-Extra': '1' } })).toEqual({
      Accept: 'text/csv',
      'Accept-Language': 'en',
      'ngrok-skip-browser-warning': 'true',
      'Content-Type': 'application/json',
      'X-Extra': '1',
    });
  });
});

describe('apiUrl', () => {
  it('puts the path under /prod/api with the defined query values', () => {
    expect(apiUrl('translations')).toBe('/prod/api/translations');
    expect(apiUrl('/translations', { page: 2, q: 'a b', skip: undefined, none: null })).toBe('/prod/api/translations?page=2&q=a+b');
  });
});

describe('parseAnswerBody', () => {
  it('parses JSON answers, keeps other text, and gives undefined for empty answers', () => {
    expect(parseAnswerBody(200, '{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(parseAnswerBody(200, '<html>', 'text/html')).toBe('<html>');
    expect(parseAnswerBody(200, 'not json', 'application/json')).toBe('not json');
    expect(parseAnswerBody(200, '', 'application/json')).toBeUndefined();
    expect(parseAnswerBody(204, '{}', 'application/json')).toBeUndefined();
  });
});

describe('reportFailedAnswer', () => {
  it('builds the ApiError apiRequest throws and notifies the listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    try {
      const body = { detail: 'Could not validate credentials or expired token' };
      const error = reportFailedAnswer({ status: 401, statusText: 'Unauthorized' }, body);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, detail: body.detail, message: body.detail, body });
      expect(listener).toHaveBeenCalledExactlyOnceWith(error);

      mockFetch(json(body, 401));
      const thrown = (await apiRequest('/user').catch((e: unknown) => e)) as ApiError;
      expect({ ...thrown, message: thrown.message }).toEqual({ ...error, message: error.message });
    } finally {
      unsubscribe();
    }
  });

  it('falls back to the text, then the status text, then the status', () => {
    expect(reportFailedAnswer({ status: 422, statusText: '' }, { detail: [{ loc: ['x'] }] }).detail).toBe('[{"loc":["x"]}]');
    expect(reportFailedAnswer({ status: 500, statusText: 'Server Error' }, 'Boom').detail).toBe('Boom');
    expect(reportFailedAnswer({ status: 502, statusText: 'Bad Gateway' }, undefined).detail).toBe('Bad Gateway');
    expect(reportFailedAnswer({ status: 503, statusText: '' }, '  ').detail).toBe('Request failed with status 503');
  });

  it('still returns the error when a listener throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsubscribe = addApiErrorListener(() => {
      throw new Error('broken listener');
    });
    try {
      expect(reportFailedAnswer({ status: 400, statusText: '' }, { detail: 'Nope' })).toMatchObject({ detail: 'Nope' });
      expect(consoleError).toHaveBeenCalledTimes(1);
    } finally {
      unsubscribe();
      consoleError.mockRestore();
    }
  });
});

describe('apiRequestWithResponse', () => {
  it('returns the parsed answer with the response, whose headers stay readable', async () => {
    const fetchMock = mockFetch(
      new Response('[1,2]', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-1/9' },
      }),
    );
    const { data, response } = await apiRequestWithResponse<number[]>('/items', { query: { range: '[0,1]' } });
    expect(data).toEqual([1, 2]);
    expect(response.headers.get('Content-Range')).toBe('items 0-1/9');
    expect(fetchMock.mock.calls[0][0]).toBe('/prod/api/items?range=%5B0%2C1%5D');
  });

  it('fails like apiRequest, notifying the listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = addApiErrorListener(listener);
    try {
      mockFetch(json({ detail: 'Nope' }, 403));
      const error = await apiRequestWithResponse('/items').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, detail: 'Nope' });
      expect(listener).toHaveBeenCalledExactlyOnceWith(error);
    } finally {
      unsubscribe();
    }
  });
});
