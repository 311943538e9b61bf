import { api } from '@/lib/typed-api';
import type { DownloadUrl } from '@/lib/api-types';

/** A signed URL for a completed translation's document (only the owner, only completed). */
export function getDownloadUrl(translationId: number): Promise<DownloadUrl> {
  return api.get('/translations/{id}/download-url', { params: { id: translationId } });
}
