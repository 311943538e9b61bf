import { useCallback } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import { ApiError } from '@/lib/api-client';
import { createTranslation } from '../api/create-translation';
import type { WizardState, WizardStore } from './wizard-store';

/** Spec §5: only .pdf files. The server checks the content again. */
export function isPdfFileName(name: string): boolean {
  return /\.pdf$/i.test(name.trim());
}

/**
 * Step 2's upload: refuses anything but a .pdf, then POST /translations with upload progress; the wizard goes
 * uploading → analyzing → the quote step, or back to no file with the reason (spec §4 "Translation creation").
 */
export function useDocumentUpload(state: WizardState, actions: WizardStore['actions']) {
  const { user } = useAuth();
  const { targetLanguageId, outputFormat } = state;

  return useCallback(
    async (file: File) => {
      if (!isPdfFileName(file.name)) return actions.fileRejected();
      if (!user || targetLanguageId === null || outputFormat === null) return;
      const id = actions.uploadStarted(file.name);
      try {
        const quote = await createTranslation(
          { userId: user.id, targetLanguageId, outputFormat, file },
          {
            onProgress: ({ percent }) => actions.uploadProgress(id, percent),
            onUploaded: () => actions.uploadSent(id),
          },
        );
        actions.quoteReceived(id, quote);
      } catch (error) {
        // An expired-credentials answer has already logged out (api-client's error listeners, spec §8).
        const detail = error instanceof ApiError ? error.serverDetail : null;
        actions.uploadFailed(id, detail ? { kind: 'server', detail } : { kind: 'generic' });
      }
    },
    [actions, outputFormat, targetLanguageId, user],
  );
}
