// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADMIN_ENTRY_SRC, checkAdminManifest, manifestKey, staticClosure, type Manifest } from './admin-chunk-check';

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

// The production build runs adminChunkGuard (vite.config.ts): `vite build` itself fails when the entry reaches the
// portal chunk or react-admin code lands outside it, and `npm test` builds once for the browser tests.
