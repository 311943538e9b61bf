import { lazy, type ComponentType } from 'react';

/** How long a lazy chunk may take to download before it counts as failed (spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Thrown when a lazily loaded chunk cannot be fetched in time. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('Loading chunk failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

// Messages browsers and bundlers use when a dynamic import or its preload fails.
const CHUNK_FAILURE_MESSAGES = [
  /loading chunk .* failed/i,
  /loading chunk failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether an error means a piece of the app could not be downloaded (offline, or a redeploy removed old files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * React.lazy for named exports: `lazyImport(() => import('./Page'), 'Page')`.
 * Download failures surface as errors that the error boundaries recognise and offer a reload for.
 */
export function lazyImport<TName extends string, TProps extends object>(
  load: () => Promise<Record<TName, ComponentType<TProps>>>,
  name: TName,
) {
  return lazy(async () => {
    const module = await withChunkTimeout(load);
    return { default: module[name] };
  });
}
