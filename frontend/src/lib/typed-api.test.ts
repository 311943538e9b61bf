import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '@/testing/mock-api';
import type { DownloadUrl, Translation } from './api-types';
import { api, fillPath, type ApiAnswerOf } from './typed-api';

describe('fillPath', () => {
  it('puts the encoded parameters in the path', () => {
    const path = '/translations/{translationId}/payg-stripe-payment/{stripePaymentId}';
    expect(fillPath(path, { translationId: 7, stripePaymentId: 'pi/1 a' })).toBe('/translations/7/payg-stripe-payment/pi%2F1%20a');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/translations/{id}/download-url', {})).toThrow('Missing path parameter id');
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the method, the filled path and the JSON body, and answers the parsed body', async () => {
    const fetchMock = mockApi({
      'PUT /translations/17/source-language': jsonResponse({ translationId: 17 }),
      'GET /translations/17/download-url': jsonResponse({ download_url: 'https://x/y.pdf', filename: 'y.pdf' }),
    });
    await api.put('/translations/{id}/source-language', { params: { id: 17 }, body: { source_language: 'es' } });
    expect(callsTo(fetchMock, 'PUT /translations/17/source-language')[0]?.body).toEqual({ source_language: 'es' });
    const link = await api.get('/translations/{id}/download-url', { params: { id: 17 } });
    expect(link.filename).toBe('y.pdf');
  });

  it('types the answers from the generated schema and refuses calls the schema does not allow', () => {
    expectTypeOf<ApiAnswerOf<'get', '/translations'>>().toEqualTypeOf<Translation[]>();
    expectTypeOf<ApiAnswerOf<'get', '/translations/{id}/download-url'>>().toEqualTypeOf<DownloadUrl>();
    // Compile-time only: npm run typecheck fails if any of these becomes accepted.
    const compileOnly = () => {
      // @ts-expect-error the path parameter is required
      void api.get('/translations/{id}/download-url');
      // @ts-expect-error the parameter is a number
      void api.get('/translations/{id}/download-url', { params: { id: 'x' } });
      // @ts-expect-error no such path
      void api.get('/translations/nope');
      // @ts-expect-error the body's field is source_language
      void api.put('/translations/{id}/source-language', { params: { id: 1 }, body: { sourceLanguage: 'es' } });
    };
    expect(typeof compileOnly).toBe('function');
  });
});
