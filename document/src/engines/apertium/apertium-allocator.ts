import { existsSync } from 'node:fs';

/**
 * The memory allocator of the pipelines' stages. lttoolbox reads a transducer into millions of small heap blocks (map
 * nodes); glibc's malloc adds a header to each and rounds them up, jemalloc packs them in size classes. Measured with
 * jemalloc 5.3 (Debian's libjemalloc2, installed beside redis-server) preloaded: fra-cat's `lt-proc -g` 115 → 77 MB
 * anonymous, cat-fra's 442 → 269 MB, the same output. Preloaded when installed, the C library's malloc otherwise, and
 * only into the stages that hold the dictionaries (`lt-proc`, `lrx-proc`: ~90% of a pipeline's memory): under
 * jemalloc eng-cat's `apertium-tagger -gx` dies of a segmentation fault on its first segment (a heap bug glibc
 * hides), so the other programs keep the C library's malloc.
 */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
];

/** The first of `paths` that exists ('' when none: the C library's malloc). */
export function findAllocator(paths: readonly string[] = JEMALLOC_PATHS, exists: (path: string) => boolean = existsSync): string {
  return paths.find((path) => exists(path)) ?? '';
}

let found: string | undefined;

/** findAllocator() once per process. */
export function defaultAllocator(): string {
  found ??= findAllocator();
  return found;
}

/** The programs of a pipeline run with the allocator preloaded. */
export const PRELOADED_PROGRAMS = ['lt-proc', 'lrx-proc'];

/**
 * A mode's shell pipeline with `library` preloaded into each stage that runs one of `programs`
 * (`LD_PRELOAD='…' lt-proc -z …`); unchanged for ''.
 */
export function withAllocator(pipeline: string, library: string, programs: readonly string[] = PRELOADED_PROGRAMS): string {
  if (!library || /'/.test(library)) return pipeline;
  const names = programs.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return pipeline.replace(new RegExp(`(^|\\|)(\\s*)(${names})(?=\\s)`, 'g'), `$1$2LD_PRELOAD='${library}' $3`);
}
