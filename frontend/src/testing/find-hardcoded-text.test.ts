// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findHardcodedText, listComponentFiles, scanForHardcodedText } from './find-hardcoded-text';

const SRC = fileURLToPath(new URL('..', import.meta.url));

const texts = (source: string) => findHardcodedText(source).map((found) => found.text);

describe('findHardcodedText (the checker itself)', () => {
  it('catches English written as JSX text', () => {
    expect(texts(`export const A = () => <p>Hello world</p>;`)).toEqual(['Hello world']);
    expect(findHardcodedText(`const A = () => (\n  <div>\n    <b>Sign in</b>\n  </div>\n);`)[0]).toMatchObject({
      line: 3,
      text: 'Sign in',
    });
  });

  it('catches string children and visible attributes', () => {
    expect(texts(`const A = () => <p>{'Hi there'}</p>;`)).toEqual(['Hi there']);
    expect(texts(`const A = () => <p>{ok ? 'Yes' : t('common.no')}</p>;`)).toEqual(['Yes']);
    expect(texts(`const A = () => <p>{ok && "Done"}</p>;`)).toEqual(['Done']);
    expect(texts(`const A = () => <button aria-label="Close" />;`)).toEqual(['Close']);
    expect(texts(`const A = () => <img alt={'A cat'} />;`)).toEqual(['A cat']);
    expect(texts(`const A = () => <TextField label="Email" placeholder="you@example.com" />;`)).toEqual(['Email', 'you@example.com']);
    expect(texts(`const A = () => <p>Déjà vu</p>;`)).toEqual(['Déjà vu']);
  });

  it('accepts translated text, the allow-list, i18n keys and non-text attributes', () => {
    expect(
      texts(`
        const A = () => (
          <Box id="main" className="wide" variant="h1" to="/sign-in">
            {t('pages.home.title')}
            <span>PageTranslate</span>
            <b>EN</b> / <b>FR</b>
            {count} · {' '}
            <Menu.Item primaryText="portal.menu.dashboard" />
            <Title title={titleKey} />
            <p aria-label={t('nav.openMenu')}>{name}</p>
          </Box>
        );`),
    ).toEqual([]);
  });
});

describe('source files', () => {
  it('scans the component files', () => {
    expect(listComponentFiles(SRC).length).toBeGreaterThan(20);
  });

  it('contain no hard-coded user-visible text', () => {
    const found = scanForHardcodedText(SRC).map(({ file, line, text }) => `${file}:${line} "${text}"`);
    expect(found).toEqual([]);
  });
});
