import { apiClient } from '@/lib/api-client';
import { api, type ApiSchema } from '@/lib/typed-api';

/** One term of an organisation's glossary (GET /admin/organizations/{id}/glossary). */
export type GlossaryEntry = ApiSchema<'GlossaryEntryDto'>;
export type GlossaryEntryInput = ApiSchema<'GlossaryEntryInputDto'>;
export type GlossaryList = ApiSchema<'GlossaryListAnswerDto'>;
export type GlossaryImportAnswer = ApiSchema<'GlossaryImportAnswerDto'>;
/** A refused import's bad rows (line of the file and reason, in the manager's language). */
export type GlossaryRowError = ApiSchema<'GlossaryRowErrorDto'>;

const base = (organizationId: number) => `/admin/organizations/${organizationId}/glossary`;

/** POST …/glossary/import: the CSV text; `replace` makes the glossary the file. */
export function importGlossaryCsv(organizationId: number, csv: string, replace: boolean): Promise<GlossaryImportAnswer> {
  return api.post('/admin/organizations/{organizationId}/glossary/import', { params: { organizationId }, body: { csv, replace } });
}

/** GET …/glossary/export.csv as text. */
export async function fetchGlossaryCsv(organizationId: number): Promise<string> {
  const body = await apiClient.get<unknown>(`${base(organizationId)}/export.csv`, { headers: { Accept: 'text/csv' } });
  if (typeof body !== 'string') throw new Error('The glossary export is not CSV');
  return body;
}

/** The bad rows of a refused import's answer body, if it lists any. */
export function glossaryRowErrors(body: unknown): GlossaryRowError[] {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { errors?: unknown }).errors)) return [];
  return (body as { errors: unknown[] }).errors.filter(
    (e): e is GlossaryRowError =>
      !!e && typeof (e as GlossaryRowError).row === 'number' && typeof (e as GlossaryRowError).reason === 'string',
  );
}
