import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { brotliSize } from './precompress';

/** Source of the landing page (spec §2 `/`), lazily loaded by the router. */
export const LANDING_PAGE_SRC = 'src/features/landing/components/LandingPage.tsx';
/** The landing page's scripts on the wire (brotli), issue 20: at most 150 kB. */
export const LANDING_BUDGET_BYTES = 150_000;

/** What no customer page may load before it is needed (issue 20): Stripe, the order wizard, the portal, the charts. */
export const LAZY_ONLY: { label: string; module: RegExp }[] = [
  { label: 'Stripe', module: /[\\/]node_modules[\\/]@stripe[\\/]/ },
  { label: 'the order wizard', module: /[\\/]src[\\/]features[\\/]translations[\\/]wizard[\\/]/ },
  { label: 'the portal', module: /[\\/]src[\\/]portal[\\/]|[\\/]node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/ },
  { label: 'the charts', module: /[\\/]node_modules[\\/]@mui[\\/]x-charts/ },
];

/** The parts of a Rollup output chunk this check reads. */
export interface BudgetChunk {
  fileName: string;
  code: string;
  /** Modules rendered into the chunk (Rollup's `modules` keys). */
  modules: Record<string, unknown>;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

export interface ScriptsSize {
  files: string[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Chunk files a page loads before it renders: the entries, the page's own chunk and everything they import statically. */
export function pageScripts(chunks: BudgetChunk[], pageSrc: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isPage = (id: string | null) => !!id?.replace(/\\/g, '/').endsWith(`/${pageSrc}`);
  // A lazy chunk that also exports to its own lazy chunks has no facade module: then it is the one holding the page.
  const page =
    chunks.find((chunk) => isPage(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.some(isPage));
  if (!page) throw new Error(`no chunk is built from ${pageSrc}`);
  const seen = new Set<string>();
  const stack = [...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), page.fileName];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !byFile.has(file)) continue;
    seen.add(file);
    stack.push(...byFile.get(file)!.imports);
  }
  return [...seen].sort();
}

export function scriptsSize(chunks: BudgetChunk[], files: string[]): ScriptsSize {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const size: ScriptsSize = { files, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of files) {
    const code = Buffer.from(byFile.get(file)!.code);
    size.bytes += code.length;
    size.gzipBytes += gzipSync(code, { level: 9 }).length;
    size.brotliBytes += brotliSize(code);
  }
  return size;
}

/** What of LAZY_ONLY the given files carry: "Stripe in assets/index-x.js (…/@stripe/stripe-js/…)". */
export function eagerLazyOnly(chunks: BudgetChunk[], files: string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found: string[] = [];
  for (const file of files) {
    const ids = Object.keys(byFile.get(file)?.modules ?? {});
    for (const { label, module } of LAZY_ONLY) {
      const id = ids.find((candidate) => module.test(candidate));
      if (id) found.push(`${label} in ${file} (${id})`);
    }
  }
  return found;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function describeSize(label: string, size: ScriptsSize): string {
  return `${label}: ${kB(size.brotliBytes)} brotli, ${kB(size.gzipBytes)} gzip, ${kB(size.bytes)} raw in ${size.files.length} files`;
}

/**
 * Build-time budget: fails `vite build` when the landing page's scripts (entry, landing chunk and their static
 * imports) exceed `maxBrotliBytes` once brotli-compressed, which is what browsers download from the server.
 */
export function landingBudget(maxBrotliBytes = LANDING_BUDGET_BYTES): Plugin {
  let production = true;
  return {
    name: 'pt-landing-budget',
    apply: 'build',
    configResolved(config) {
      // A build with NODE_ENV other than production (e.g. from a test) carries React's development code: not measured.
      production = config.isProduction;
    },
    generateBundle(_options, bundle) {
      if (!production) return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const landing = scriptsSize(chunks, pageScripts(chunks, LANDING_PAGE_SRC));
      this.info(describeSize('entry', scriptsSize(chunks, entry)));
      this.info(`${describeSize('landing page scripts', landing)} (budget ${kB(maxBrotliBytes)})`);
      const eager = eagerLazyOnly(chunks, landing.files);
      if (eager.length > 0) this.error(`loaded before it is needed, with every customer page: ${eager.join('; ')}`);
      if (landing.brotliBytes > maxBrotliBytes) {
        this.error(
          `the landing page's scripts are ${kB(landing.brotliBytes)} brotli, over the ${kB(maxBrotliBytes)} budget: ${landing.files.join(', ')}`,
        );
      }
    },
  };
}
