import { useCallback, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { useMessage } from '@/hooks/use-message';
import { ApiError } from '@/lib/api-client';
import { getDownloadUrl } from '../api/get-download-url';
import type { Translation } from '@/lib/api-types';
import { fetchFile, saveBlob } from '@/lib/save-file';

/**
 * Downloads a completed translation's document (spec §8): "Preparing download..." while the signed URL and the file
 * are fetched, then "Download started"; "No document available for download" without a stored result; otherwise
 * the server's detail or "Failed to download document". `downloading` holds the ids in progress.
 */
export function useDownloadTranslation() {
  const toast = useToast();
  const message = useMessage();
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(() => new Set());

  const download = useCallback(
    async (translation: Translation) => {
      const target = translation.targetDocument;
      if (!target?.blobName) {
        toast.error(message('noDocumentForDownload'));
        return;
      }
      const toastId = toast.loading(message('preparingDownload'));
      setDownloading((ids) => new Set(ids).add(translation.id));
      try {
        const { download_url: url, filename } = await getDownloadUrl(translation.id);
        if (!url) throw new Error('The server sent no download URL');
        const blob = await fetchFile(url);
        saveBlob(blob, filename || target.name);
        toast.success(message('downloadStarted'), { id: toastId });
      } catch (error) {
        const detail = error instanceof ApiError ? error.serverDetail : null;
        toast.error(detail ?? message('downloadFailed'), { id: toastId });
      } finally {
        setDownloading((ids) => {
          const next = new Set(ids);
          next.delete(translation.id);
          return next;
        });
      }
    },
    [toast, message],
  );

  return { download, downloading };
}
