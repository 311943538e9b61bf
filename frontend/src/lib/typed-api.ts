import type { components, paths } from '@pt/libs/api-schema';
import { apiRequest, type API_BASE_URL, type RequestOptions } from './api-client';

/**
 * The API typed from `libs/src/api-schema.ts` (generated from openapi.yaml by `npm run openapi`; a drift test keeps
 * it equal to the server's decorators). The frontend names answers by these types only, so a change of an answer it
 * does not follow fails `npm run typecheck`.
 */
export type ApiSchemas = components['schemas'];

/** One schema of the API by its name, e.g. `ApiSchema<'UserDto'>`. */
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];

type Prefix = typeof API_BASE_URL;
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths (without the /prod/api prefix, path parameters as `{name}`) that have an operation for `M`. */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: P extends `${Prefix}${infer Rest}` ? ([NonNullable<paths[P][M]>] extends [never] ? never : Rest) : never;
}[keyof paths];

/** The generated operation of `method path`. */
export type ApiOperation<M extends ApiMethod, P extends ApiPath<M>> = NonNullable<paths[`${Prefix}${P}`][M]>;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessResponse<Op> = Op extends { responses: infer R } ? R[Extract<keyof R, SuccessStatus>] : never;
type JsonContent<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;

/** The JSON body of the success answer of `method path` (undefined for an answer without one). */
export type ApiAnswerOf<M extends ApiMethod, P extends ApiPath<M>> = JsonContent<SuccessResponse<ApiOperation<M, P>>>;

type OperationParameters<Op, Where extends 'path' | 'query'> = Op extends { parameters: infer Ps }
  ? Ps extends { [K in Where]?: infer V }
    ? NonNullable<V>
    : never
  : never;
type JsonBody<Op> = Op extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? never
    : NonNullable<B> extends { content: { 'application/json': infer J } }
      ? J
      : never
  : never;

type Optional<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

type PathParams<M extends ApiMethod, P extends ApiPath<M>> = OperationParameters<ApiOperation<M, P>, 'path'>;
type QueryParams<M extends ApiMethod, P extends ApiPath<M>> = OperationParameters<ApiOperation<M, P>, 'query'>;

/** What a call of `method path` takes: its path parameters, query and JSON body as the schema declares them. */
export type ApiCallOptions<M extends ApiMethod, P extends ApiPath<M>> = Optional<'params', PathParams<M, P>> &
  Optional<'body', JsonBody<ApiOperation<M, P>>> & {
    query?: [QueryParams<M, P>] extends [never] ? never : Partial<QueryParams<M, P>>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type NeedsOptions<M extends ApiMethod, P extends ApiPath<M>> = [PathParams<M, P>] extends [never]
  ? [JsonBody<ApiOperation<M, P>>] extends [never]
    ? false
    : true
  : true;

type OptionsArgument<M extends ApiMethod, P extends ApiPath<M>> =
  NeedsOptions<M, P> extends true ? [options: ApiCallOptions<M, P>] : [options?: ApiCallOptions<M, P>];

/** `path` with its `{name}` parameters replaced by their (URI-encoded) values. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

function call<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiCallOptions<M, P> | undefined,
): Promise<ApiAnswerOf<M, P>> {
  const { params, body, query, headers, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: RequestOptions['query'];
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  return apiRequest<ApiAnswerOf<M, P>>(fillPath(path, params), {
    method: method.toUpperCase() as RequestOptions['method'],
    body,
    query,
    headers,
    signal,
  });
}

/**
 * The typed client: `api.get('/translations/{id}/download-url', { params: { id } })` answers a
 * `DownloadUrlDto`. Same fetch, errors and listeners as apiRequest (which it calls).
 */
export const api = {
  get: <P extends ApiPath<'get'>>(path: P, ...[options]: OptionsArgument<'get', P>) => call('get', path, options),
  post: <P extends ApiPath<'post'>>(path: P, ...[options]: OptionsArgument<'post', P>) => call('post', path, options),
  put: <P extends ApiPath<'put'>>(path: P, ...[options]: OptionsArgument<'put', P>) => call('put', path, options),
  patch: <P extends ApiPath<'patch'>>(path: P, ...[options]: OptionsArgument<'patch', P>) => call('patch', path, options),
  delete: <P extends ApiPath<'delete'>>(path: P, ...[options]: OptionsArgument<'delete', P>) => call('delete', path, options),
};
