import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { apiRequestWithResponse } from '@/lib/api-client';

/** Where the portal's react-admin list endpoints live (ra-data-simple-rest conventions). */
export const RESOURCES_PATH = '/admin/resources';

/** Raised when a list answer has no usable Content-Range header; the message is an i18n key. */
export class ContentRangeError extends Error {
  constructor() {
    super('portal.errors.contentRange');
    this.name = 'ContentRangeError';
  }
}

/**
 * Total from `Content-Range: organizations 0-24/57` (57). `*` (unknown total) gives undefined;
 * a missing or malformed header throws, as ra-data-simple-rest does.
 */
export function parseContentRange(header: string | null): number | undefined {
  const match = header ? /^\s*[\w-]+\s+(?:\d+-\d+|\*)\/(\d+|\*)\s*$/.exec(header) : null;
  if (!match) throw new ContentRangeError();
  return match[1] === '*' ? undefined : Number(match[1]);
}

/** The simple-rest query: sort=["label","ASC"]&range=[0,24]&filter={"q":"acme"}. */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const params = new URLSearchParams();
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC']));
  if (pagination) {
    const { page, perPage } = pagination;
    params.set('range', JSON.stringify([(page - 1) * perPage, page * perPage - 1]));
  }
  params.set('filter', JSON.stringify(withoutEmptyValues(filter ?? {})));
  return params;
}

function withoutEmptyValues(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/**
 * GET /admin/resources/{resource} as a react-admin getList result. It reads the Content-Range answer header, so it
 * goes through apiRequestWithResponse: the same request, ApiError and error listeners as every other call.
 */
export async function listResource<RecordType extends RaRecord>(
  resource: string,
  params: Partial<GetListParams>,
): Promise<GetListResult<RecordType>> {
  const { data: body, response } = await apiRequestWithResponse<unknown>(
    `${RESOURCES_PATH}/${encodeURIComponent(resource)}`,
    { query: Object.fromEntries(listQuery(params)), signal: params.signal },
  );
  if (!Array.isArray(body)) throw new Error('portal.errors.listAnswer');
  const total = parseContentRange(response.headers.get('Content-Range'));
  const data = body as RecordType[];
  if (total !== undefined) return { data, total };
  // Unknown total: page forward while pages come back full.
  const { page = 1, perPage = data.length } = params.pagination ?? {};
  return { data, pageInfo: { hasNextPage: data.length >= perPage, hasPreviousPage: page > 1 } };
}
