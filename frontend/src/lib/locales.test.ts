// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './i18n';

type Tree = { [key: string]: string | Tree };

const localeFile = (lng: string) => fileURLToPath(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url));
const load = (lng: string): Tree => JSON.parse(readFileSync(localeFile(lng), 'utf8'));

/** Every leaf as [dotted.key, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const SRC = fileURLToPath(new URL('..', import.meta.url));
const NAMESPACES = Object.keys(load('en'));

/** i18n keys written as string literals in the source, e.g. t('pages.home.title') or primaryText="portal.menu.dashboard". */
function keysUsedInSource(): Set<string> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path))
    .map((path) => join(SRC, path));
  const pattern = new RegExp(`['"\`]((?:${NAMESPACES.join('|')})\\.[\\w.-]+)['"\`]`, 'g');
  const used = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]);
  }
  return used;
}

describe('locale files', () => {
  const english = new Map(leaves(load('en')));

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('%s has exactly the same keys as en', (lng) => {
    const other = new Map(leaves(load(lng)));
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has only non-empty string values', (lng) => {
    const bad = leaves(load(lng)).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the interpolation placeholders of en', (lng) => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = leaves(load(lng)).filter(([key, value]) => {
      return JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(english.get(key)));
    });
    expect(mismatched).toEqual([]);
  });

  it('every key the source uses exists', () => {
    const used = keysUsedInSource();
    expect(used.size).toBeGreaterThan(30);
    // A key used with a count may exist only in its plural forms (i18next's key_one, key_other).
    const exists = (key: string) => english.has(key) || (english.has(`${key}_one`) && english.has(`${key}_other`));
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });

  it('the parity check notices a missing key', () => {
    const keys = (tree: Tree) =>
      leaves(tree)
        .map(([key]) => key)
        .sort();
    expect(keys({ a: { b: 'x', c: 'y' } })).not.toEqual(keys({ a: { b: 'x' } }));
  });
});
