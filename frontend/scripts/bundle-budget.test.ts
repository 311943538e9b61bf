// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerLazyOnly, LANDING_PAGE_SRC, pageScripts, scriptsSize, type BudgetChunk } from './bundle-budget';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<BudgetChunk> = {}): BudgetChunk => ({
  fileName,
  code: `/* ${fileName} */ export const x = ${JSON.stringify('a'.repeat(100))};`,
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  modules: {},
  imports,
  ...extra,
});

describe('landing page budget', () => {
  const chunks = [
    chunk('index.js', ['vendor.js'], { isEntry: true }),
    chunk('vendor.js'),
    chunk('Landing.js', ['index.js', 'Divider.js'], { facadeModuleId: `/repo/frontend/${LANDING_PAGE_SRC}` }),
    chunk('Divider.js', ['vendor.js']),
    chunk('AdminApp.js', ['index.js', 'charts.js'], { facadeModuleId: '/repo/frontend/src/portal/AdminApp.tsx' }),
    chunk('charts.js'),
  ];

  it("counts the entry, the page's chunk and their static imports, not other pages' chunks", () => {
    expect(pageScripts(chunks, LANDING_PAGE_SRC)).toEqual(['Divider.js', 'Landing.js', 'index.js', 'vendor.js']);
  });

  it('sums raw, gzip and brotli sizes of those files', () => {
    const size = scriptsSize(chunks, ['index.js', 'vendor.js']);
    expect(size.bytes).toBe(chunks[0].code.length + chunks[1].code.length);
    expect(size.brotliBytes).toBeGreaterThan(0);
    expect(size.brotliBytes).toBeLessThan(size.bytes);
    expect(size.gzipBytes).toBeLessThan(size.bytes);
  });

  it('finds the page in a lazy chunk without a facade module (one that exports to its own lazy chunks)', () => {
    const merged = chunks.map((c) =>
      c.fileName === 'Landing.js'
        ? { ...c, facadeModuleId: null, isDynamicEntry: true, moduleIds: [`/repo/frontend/${LANDING_PAGE_SRC}`] }
        : c,
    );
    expect(pageScripts(merged, LANDING_PAGE_SRC)).toContain('Landing.js');
  });

  it('names Stripe, the wizard, the portal or the charts when the entry or the landing page carries them', () => {
    const withStripe = chunks.map((c) =>
      c.fileName === 'vendor.js' ? { ...c, modules: { '/repo/node_modules/@stripe/stripe-js/dist/index.mjs': {} } } : c,
    );
    const files = pageScripts(withStripe, LANDING_PAGE_SRC);
    expect(eagerLazyOnly(withStripe, files)).toEqual(['Stripe in vendor.js (/repo/node_modules/@stripe/stripe-js/dist/index.mjs)']);
    expect(eagerLazyOnly(chunks, files)).toEqual([]);
    // In a lazy chunk (the portal's) they are where they belong.
    const lazy = chunks.map((c) =>
      c.fileName === 'charts.js' ? { ...c, modules: { '/repo/node_modules/@mui/x-charts/BarChart.js': {} } } : c,
    );
    expect(eagerLazyOnly(lazy, pageScripts(lazy, LANDING_PAGE_SRC))).toEqual([]);
  });

  it('fails loudly when the page has no chunk of its own', () => {
    expect(() =>
      pageScripts(
        chunks.filter((c) => c.fileName !== 'Landing.js'),
        LANDING_PAGE_SRC,
      ),
    ).toThrow(/no chunk/);
  });
});
