import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { ApiError, apiRequestHeaders, apiUrl, parseAnswerBody, reportFailedAnswer } from '@/lib/api-client';
import type { ApiAnswerOf } from '@/lib/typed-api';
import type { GlossaryEntry } from './glossary-entries/glossary-api';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
type DataProviderMethod = (typeof METHODS)[number];

/** Raised for portal resources (or methods) the API does not offer. The message is an i18n key react-admin translates in its toast. */
export class ResourceNotAvailableError extends Error {
  readonly resource: string;
  readonly method: string;

  constructor(resource: string, method: string) {
    super('portal.errors.resourceNotAvailable');
    this.name = 'ResourceNotAvailableError';
    this.resource = resource;
    this.method = method;
  }
}

/** What ra-data-simple-rest's httpClient answers. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

type HttpOptions = Omit<RequestInit, 'headers'> & { headers?: HeadersInit };

/**
 * ra-data-simple-rest's httpClient on the app's API conventions: the headers of every call (bearer token from storage,
 * interface language, JSON), and an error answer becomes the same ApiError as anywhere else, after the api-client's
 * error listeners heard it, so the expired-credentials 401 logs the user out (AuthProvider) as it does in the
 * customer app. The caller's headers (simple-rest's Range, Content-Type) are added last.
 */
export async function portalHttpClient(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const headers = apiRequestHeaders({ jsonBody: typeof options.body === 'string' });
  new Headers(options.headers).forEach((value, name) => {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
    headers[name] = value;
  });
  let response: Response;
  try {
    response = await fetch(url, { ...options, method: options.method ?? 'GET', headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  const body = response.status === 204 ? '' : await response.text();
  const json = parseAnswerBody(response.status, body, response.headers.get('content-type'));
  if (!response.ok) throw reportFailedAnswer(response, json);
  return { status: response.status, headers: response.headers, body, json };
}

/** A call outside the simple-rest conventions (a spec endpoint), through the same client; T is its ApiAnswerOf. */
async function call<T>(path: string, options: HttpOptions = {}): Promise<T> {
  return (await portalHttpClient(apiUrl(path), options)).json as T;
}

const json = (method: 'POST' | 'PUT', data: unknown, signal?: AbortSignal): HttpOptions => ({
  method,
  body: JSON.stringify(data),
  signal,
});

/** The organisation a glossary call is about: the list's filter, or the mutation's meta. */
function glossaryOrganization(resource: string, method: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new ResourceNotAvailableError(resource, method);
  return id;
}

/** Per-resource methods; anything not listed rejects with ResourceNotAvailableError. */
export type ResourceHandlers = Record<string, Partial<Pick<DataProvider, DataProviderMethod>>>;

/** GET /admin/resources/{resource}?sort=&range=&filter= with Content-Range: the server's react-admin lists. */
const resourcesApi = simpleRestProvider(apiUrl('/admin/resources'), portalHttpClient);
/** GET /admin/account-managers/{id} is simple-rest's getOne under /admin. */
const adminApi = simpleRestProvider(apiUrl('/admin'), portalHttpClient);
/** An organisation's glossary: POST entries, PUT and DELETE entries/{id} are simple-rest under …/glossary. */
const glossaryApi = (organizationId: number) =>
  simpleRestProvider(apiUrl(`/admin/organizations/${encodeURIComponent(organizationId)}/glossary`), portalHttpClient);

/**
 * What the portal reads and writes through react-admin. The server's own react-admin lists (organizations, payg-sales)
 * are ra-data-simple-rest as is; the spec's calls that answer another shape are adapted here, so pages only use
 * react-admin's hooks:
 * - organizations: list, one, many (simple-rest); create is the spec's POST /admin/accounts ({organization});
 * - payg-sales: list (simple-rest); payg-sales-summaries: one per account manager, the spec's
 *   GET /admin/account-manager/{id}/payg-sales (count and commission total); payg-sales-monthly: the chart's months;
 * - glossary-entries: list of one organisation (filter organizationId: GET …/glossary, maxEntries in the result's
 *   meta); create, update, delete (meta.organizationId) are simple-rest under …/glossary/entries;
 * - account-managers: one (simple-rest); payg-price-plans: update is the spec's PUT
 *   /admin/enterprise-accounts/payg-price-plan; enterprise-registrations: create (the spec's invitation call);
 * - countries: GET /countries (labels in the interface language: pass it in meta so a switch fetches again);
 * - second-factor: one ('current'), GET /auth/second-factor.
 * CSV import and export, and the second-factor enrolment steps, are actions rather than records: ./api calls them.
 */
export const portalResources: ResourceHandlers = {
  organizations: {
    getList: resourcesApi.getList,
    getOne: resourcesApi.getOne,
    getMany: resourcesApi.getMany,
    create: (async (_resource: string, { data }: CreateParams) => ({
      data: (await call<ApiAnswerOf<'post', '/admin/accounts'>>('/admin/accounts', json('POST', data))).organization,
    })) as DataProvider['create'],
  },
  'payg-sales': { getList: resourcesApi.getList },
  'payg-sales-summaries': {
    getOne: (async (_resource: string, { id, signal }: GetOneParams) => ({
      data: {
        ...(await call<ApiAnswerOf<'get', '/admin/account-manager/{id}/payg-sales'>>(
          `/admin/account-manager/${encodeURIComponent(id)}/payg-sales`,
          { signal },
        )),
        id,
      },
    })) as DataProvider['getOne'],
  },
  'payg-sales-monthly': {
    getList: (async (_resource: string, { signal }: GetListParams) => {
      const { months } = await call<ApiAnswerOf<'get', '/admin/resources/payg-sales/monthly'>>('/admin/resources/payg-sales/monthly', {
        signal,
      });
      return { data: months.map((month) => ({ ...month, id: `${month.currency}-${month.month}` })), total: months.length };
    }) as DataProvider['getList'],
  },
  'glossary-entries': {
    getList: (async (resource: string, { filter, signal }: GetListParams) => {
      const organizationId = glossaryOrganization(resource, 'getList', filter?.organizationId);
      const glossary = await call<ApiAnswerOf<'get', '/admin/organizations/{organizationId}/glossary'>>(
        `/admin/organizations/${organizationId}/glossary`,
        { signal },
      );
      return { data: glossary.items, total: glossary.total, meta: { maxEntries: glossary.maxEntries } };
    }) as DataProvider['getList'],
    create: ((resource: string, params: CreateParams<GlossaryEntry>) =>
      glossaryApi(glossaryOrganization(resource, 'create', params.meta?.organizationId)).create(
        'entries',
        params,
      )) as DataProvider['create'],
    update: ((resource: string, params: UpdateParams<GlossaryEntry>) =>
      glossaryApi(glossaryOrganization(resource, 'update', params.meta?.organizationId)).update(
        'entries',
        params,
      )) as DataProvider['update'],
    // 204 without a body: react-admin is given the record it removed.
    delete: (async (resource: string, params: DeleteParams<GlossaryEntry>) => {
      await glossaryApi(glossaryOrganization(resource, 'delete', params.meta?.organizationId)).delete('entries', params);
      return { data: params.previousData ?? { id: params.id } };
    }) as DataProvider['delete'],
  },
  'account-managers': { getOne: adminApi.getOne },
  'payg-price-plans': {
    update: (async (_resource: string, { id, data }: UpdateParams) => {
      const { organization } = await call<ApiAnswerOf<'put', '/admin/enterprise-accounts/payg-price-plan'>>(
        '/admin/enterprise-accounts/payg-price-plan',
        json('PUT', { ...data, id }),
      );
      return { data: organization.paygPricePlan ?? { id } };
    }) as DataProvider['update'],
  },
  'enterprise-registrations': {
    create: (async (_resource: string, { data }: CreateParams) => ({
      data: (
        await call<ApiAnswerOf<'post', '/admin/account-managers/enterprise-registrations'>>(
          '/admin/account-managers/enterprise-registrations',
          json('POST', data),
        )
      ).registration,
    })) as DataProvider['create'],
  },
  countries: {
    getList: (async (_resource: string, { signal }: GetListParams) => {
      const countries = await call<ApiAnswerOf<'get', '/countries'>>('/countries', { signal });
      return { data: countries, total: countries.length };
    }) as DataProvider['getList'],
  },
  'second-factor': {
    getOne: (async (_resource: string, { id, signal }: GetOneParams) => ({
      data: { ...(await call<ApiAnswerOf<'get', '/auth/second-factor'>>('/auth/second-factor', { signal })), id },
    })) as DataProvider['getOne'],
  },
};

/**
 * The portal's data provider: dispatches each call to the handler registered for its resource, and rejects with
 * ResourceNotAvailableError for anything else.
 */
export function createPortalDataProvider(resources: ResourceHandlers = portalResources): DataProvider {
  const provider: Record<string, unknown> = {};
  for (const method of METHODS) {
    provider[method] = (resource: string, params: unknown) => {
      const handler = resources[resource]?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
      if (!handler) return Promise.reject(new ResourceNotAvailableError(resource, method));
      try {
        return handler(resource, params);
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what the handler threw, unchanged
        return Promise.reject(error);
      }
    };
  }
  return provider as unknown as DataProvider;
}
