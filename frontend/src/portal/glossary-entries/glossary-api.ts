import { apiClient } from '@/lib/api-client';

/** One term of an organisation's glossary (GET /admin/organizations/{id}/glossary). */
export interface GlossaryEntry {
  id: number;
  organizationId: number;
  sourceLanguage: string;
  targetLanguage: string;
  sourceTerm: string;
  targetTerm: string;
  updatedAt: string;
}

export interface GlossaryEntryInput {
  sourceLanguage: string;
  targetLanguage: string;
  sourceTerm: string;
  targetTerm: string;
}

export interface GlossaryList {
  items: GlossaryEntry[];
  total: number;
  maxEntries: number;
}

export interface GlossaryImportAnswer {
  added: number;
  updated: number;
  total: number;
}

/** A refused import's bad rows (line of the file and reason, in the manager's language). */
export interface GlossaryRowError {
  row: number;
  reason: string;
}

const base = (organizationId: number) => `/admin/organizations/${organizationId}/glossary`;

/** POST …/glossary/import: the CSV text; `replace` makes the glossary the file. */
export function importGlossaryCsv(organizationId: number, csv: string, replace: boolean): Promise<GlossaryImportAnswer> {
  return apiClient.post<GlossaryImportAnswer>(`${base(organizationId)}/import`, { csv, replace });
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
  return ((body as { errors: unknown[] }).errors).filter(
    (e): e is GlossaryRowError => !!e && typeof (e as GlossaryRowError).row === 'number' && typeof (e as GlossaryRowError).reason === 'string',
  );
}
