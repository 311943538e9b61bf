import type { Plugin } from 'vite';

/** Source path (relative to frontend/) of the lazily loaded account-manager portal. */
export const ADMIN_ENTRY_SRC = 'src/portal/AdminApp.tsx';

/** Modules that make up react-admin; customers must never download them. */
const REACT_ADMIN_MODULE = /[\\/]node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/;

/** The subset of Vite's `.vite/manifest.json` this check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Manifest keys reachable from the entries through static imports only (what the first page load downloads). */
export function staticClosure(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const stack = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/**
 * The manifest key of a lazily loaded source file: the file itself, or, when its chunk also exports bindings to its own
 * lazy chunks (Rollup then gives it no facade module and Vite keys it `_<file>`), the dynamic entry named after it.
 */
export function manifestKey(manifest: Manifest, src: string): string | undefined {
  if (manifest[src]) return src;
  const name = src.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && !manifest[key].src && manifest[key].name === name);
}

/** Problems with how the portal is split out of the customer bundle; empty when all is well. */
export function checkAdminManifest(manifest: Manifest, adminSrc = ADMIN_ENTRY_SRC): string[] {
  const problems: string[] = [];
  const adminKey = manifestKey(manifest, adminSrc);
  const admin = adminKey === undefined ? undefined : manifest[adminKey];
  if (!adminKey || !admin) return [`${adminSrc} is not in the manifest`];
  if (!admin.isDynamicEntry) problems.push(`${adminSrc} is not a dynamic (lazy) entry`);
  if (admin.isEntry) problems.push(`${adminSrc} must not be an entry point`);
  const closure = staticClosure(manifest);
  if (closure.has(adminKey)) problems.push(`the entry statically imports ${adminSrc}`);
  for (const key of closure) {
    if (manifest[key]?.file === admin.file) problems.push(`the entry statically loads ${admin.file}`);
  }
  return problems;
}

/**
 * Build-time guard: fails `vite build` if react-admin code lands anywhere but the portal chunk,
 * or if the portal chunk becomes part of what the customer entry loads eagerly.
 */
export function adminChunkGuard(): Plugin {
  return {
    name: 'pt-admin-chunk-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isAdminEntry = (id: string | null) => !!id?.replace(/\\/g, '/').endsWith(`/${ADMIN_ENTRY_SRC}`);
      // A dynamic entry whose chunk also exports bindings to its own lazy chunks (the sales chart) has no facade
      // module; it is then the dynamic-entry chunk that holds AdminApp.tsx.
      const adminChunk =
        chunks.find((chunk) => isAdminEntry(chunk.facadeModuleId)) ??
        chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.some(isAdminEntry));
      if (!adminChunk) return this.error(`no chunk is built from ${ADMIN_ENTRY_SRC}`);

      const eager = new Set<string>();
      const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (eager.has(file)) continue;
        eager.add(file);
        stack.push(...(byFile.get(file)?.imports ?? []));
      }
      if (eager.has(adminChunk.fileName)) {
        this.error(`${adminChunk.fileName} (portal) is loaded eagerly by the customer entry`);
      }
      for (const chunk of chunks) {
        if (chunk === adminChunk) continue;
        const leaked = Object.keys(chunk.modules).filter((id) => REACT_ADMIN_MODULE.test(id));
        if (leaked.length > 0) {
          this.error(`react-admin modules outside the portal chunk, in ${chunk.fileName}: ${leaked.slice(0, 3).join(', ')}`);
        }
      }
    },
  };
}
