import { apiClient } from '@/lib/api-client';
import type { DownloadUrl } from '../types';

/** A signed URL for a completed translation's document (only the owner, only completed). */
export function getDownloadUrl(translationId: number | string): Promise<DownloadUrl> {
  return apiClient.get<DownloadUrl>(`/translations/${encodeURIComponent(translationId)}/download-url`);
}
