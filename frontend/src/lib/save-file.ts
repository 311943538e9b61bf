/** Thrown when the signed URL does not answer with the document. */
export class FileDownloadError extends Error {
  constructor(readonly status: number) {
    super(`Download failed with status ${status}`);
    this.name = 'FileDownloadError';
  }
}

/** As the API client sends it: tunnelled dev back-ends then answer with the file, not an interstitial page. */
const TUNNEL_WARNING_HEADER = { 'ngrok-skip-browser-warning': 'true' };

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Fetches the document behind a signed URL. No bearer token: the signature is the credential. Other origins (S3
 * presigned URLs) get a plain request, with no custom header that would need a CORS preflight.
 */
export async function fetchFile(url: string): Promise<Blob> {
  const response = await fetch(url, isSameOrigin(url) ? { headers: TUNNEL_WARNING_HEADER } : undefined);
  if (!response.ok) throw new FileDownloadError(response.status);
  return response.blob();
}

/** How long the object URL outlives the click (some browsers read the blob lazily). */
const REVOKE_AFTER_MS = 30_000;

/** Hands a blob to the browser as a download named `filename` (object URL and a temporary <a download>). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke later, once the browser has read the blob.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
