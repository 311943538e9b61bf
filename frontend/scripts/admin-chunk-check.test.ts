// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENTRY_SRC, checkAdminManifest, manifestKey, staticClosure, type Manifest } from './admin-chunk-check';

const FRONTEND = fileURLToPath(new URL('..', import.meta.url));

describe('checkAdminManifest', () => {
  const good: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: [ADMIN_ENTRY_SRC] },
    '_shared.js': { file: 'assets/shared.js' },
    [ADMIN_ENTRY_SRC]: { file: 'assets/AdminApp.js', isDynamicEntry: true, imports: ['index.html', '_shared.js'] },
  };

  it('accepts a portal that is only imported dynamically', () => {
    expect(checkAdminManifest(good)).toEqual([]);
    expect([...staticClosure(good)].sort()).toEqual(['_shared.js', 'index.html']);
  });

  it('reports a portal chunk reached through static imports, even indirectly', () => {
    const leaky: Manifest = {
      ...good,
      '_shared.js': { file: 'assets/shared.js', imports: [ADMIN_ENTRY_SRC] },
    };
    expect(checkAdminManifest(leaky)).toContain(`the entry statically imports ${ADMIN_ENTRY_SRC}`);
  });

  it('finds a portal chunk without a facade module (it exports to its own lazy chunks) by its name', () => {
    const unfaced: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['_AdminApp-x.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_AdminApp-x.js': { file: 'assets/AdminApp-x.js', name: 'AdminApp', isDynamicEntry: true, imports: ['index.html'] },
    };
    expect(manifestKey(unfaced, ADMIN_ENTRY_SRC)).toBe('_AdminApp-x.js');
    expect(checkAdminManifest(unfaced)).toEqual([]);
    expect(checkAdminManifest({ ...unfaced, '_shared.js': { file: 'assets/shared.js', imports: ['_AdminApp-x.js'] } })).toContain(
      `the entry statically imports ${ADMIN_ENTRY_SRC}`,
    );
  });

  it('reports a portal that is missing or not lazy', () => {
    expect(checkAdminManifest({ 'index.html': { file: 'a.js', isEntry: true } })).toEqual([`${ADMIN_ENTRY_SRC} is not in the manifest`]);
    expect(checkAdminManifest({ ...good, [ADMIN_ENTRY_SRC]: { file: 'assets/AdminApp.js' } })).toContain(
      `${ADMIN_ENTRY_SRC} is not a dynamic (lazy) entry`,
    );
  });
});

describe('production build', () => {
  let outDir: string;
  let manifest: Manifest;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'pt-frontend-build-'));
    await build({
      root: FRONTEND,
      configFile: join(FRONTEND, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  }, 120_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it("the customer entry's static imports do not include the portal chunk", () => {
    expect(checkAdminManifest(manifest)).toEqual([]);
  });

  it('react-admin code is only in the portal chunk', () => {
    const adminFile = manifest[manifestKey(manifest, ADMIN_ENTRY_SRC)!].file;
    const jsFiles = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
    // strings that only exist in react-admin's code
    const markers = ['react-admin-title', 'RaLayout', 'ra.page.dashboard'];
    const withMarkers = jsFiles.filter((name) => {
      const code = readFileSync(join(outDir, 'assets', name), 'utf8');
      return markers.some((marker) => code.includes(marker));
    });
    expect(withMarkers.map((name) => `assets/${name}`)).toEqual([adminFile]);
  });
});
