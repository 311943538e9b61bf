import type { DataProvider } from 'react-admin';

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
