import type { DataProvider, GetListParams, GetManyParams, GetOneParams, RaRecord } from 'react-admin';
import { getAccountDetails } from './api/get-account-details';
import { getAccountManager } from './api/get-account-manager';
import { listResource } from './api/list-resource';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
type DataProviderMethod = (typeof METHODS)[number];

/** Raised for portal resources that have no API binding yet. The message is an i18n key react-admin translates in its toast. */
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

/** Per-resource handlers; each one calls the API (under /prod/api) through `@/lib/api-client`. */
export type ResourceHandlers = Record<string, Partial<Pick<DataProvider, DataProviderMethod>>>;

/**
 * The portal's data provider: dispatches each call to the handler registered for its resource,
 * and rejects with ResourceNotAvailableError for anything not built yet.
 */
export function createPortalDataProvider(resources: ResourceHandlers = {}): DataProvider {
  const provider: Record<string, unknown> = {};
  for (const method of METHODS) {
    provider[method] = (resource: string, params: unknown) => {
      const handler = resources[resource]?.[method] as ((r: string, p: unknown) => Promise<unknown>) | undefined;
      if (!handler) return Promise.reject(new ResourceNotAvailableError(resource, method));
      return handler(resource, params);
    };
  }
  return provider as unknown as DataProvider;
}

/** The simple-rest list endpoint of a resource (GET /admin/resources/{resource} with Content-Range). */
const simpleRestList = {
  getList: (resource: string, params: GetListParams) => listResource(resource, params),
} as Pick<DataProvider, 'getList'>;

/**
 * What the portal reads through react-admin:
 * - organizations: the list endpoint for the accounts table; one organisation through the spec's account-details call;
 * - payg-sales: the list endpoint for the sales table;
 * - account-managers: one manager through the spec's GET /admin/account-managers/{id}.
 * Writes (create organisation, price plan, invitations) are the spec's calls in ./api, used by the pages directly.
 */
export const portalResources: ResourceHandlers = {
  organizations: {
    ...simpleRestList,
    getOne: (async (_resource: string, { id, signal }: GetOneParams) => ({
      data: await getAccountDetails(id, signal),
    })) as DataProvider['getOne'],
    getMany: (async (_resource: string, { ids, signal }: GetManyParams) => ({
      data: await Promise.all(ids.map((id) => getAccountDetails(id, signal))),
    })) as DataProvider['getMany'],
  },
  'payg-sales': simpleRestList,
  'account-managers': {
    getOne: (async (_resource: string, { id, signal }: GetOneParams<RaRecord>) => ({
      data: await getAccountManager(Number(id), signal),
    })) as DataProvider['getOne'],
  },
};
