import i18next, { type BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { i18n } from '@/lib/i18n';
import { createI18nextProvider, polyglotToI18next } from './i18next-provider';

const LOCALES = [
  { locale: 'en' as const, name: 'English' },
  { locale: 'fr' as const, name: 'Français' },
];

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe('polyglotToI18next', () => {
  it('converts placeholders and plural forms', () => {
    expect(polyglotToI18next({ a: { b: 'Create %{item}', c: '1 item |||| %{smart_count} items' } })).toEqual({
      a: { b: 'Create {{item}}', c_one: '1 item', c_other: '{{smart_count}} items' },
    });
  });
});

describe('French react-admin messages (ra-language-french)', () => {
  it('cover every key of the English ones, so no react-admin text is left in English after an upgrade of one of them', () => {
    expect(keys(frenchMessages as Tree).sort()).toEqual(keys(englishMessages as Tree).sort());
  });
});

describe('createI18nextProvider', () => {
  it('translates app keys and react-admin keys through the shared i18next instance', async () => {
    const provider = createI18nextProvider(i18n, LOCALES);
    expect(provider.translate('portal.dashboard.title')).toBe('Dashboard');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.translate('ra.action.create_item', { item: 'Org' })).toBe('Create Org');
    expect(provider.translate('ra.notification.updated', { smart_count: 1 })).toBe('Element updated');
    expect(provider.translate('ra.notification.updated', { smart_count: 3 })).toBe('3 elements updated');
    expect(provider.translate('no.such.key', { _: 'Fallback %{n}', n: 2 })).toBe('Fallback 2');
    expect(provider.translate('no.such.key')).toBe('no.such.key');

    await provider.changeLocale('fr');
    expect(i18n.language).toBe('fr');
    expect(provider.getLocale()).toBe('fr');
    expect(provider.translate('portal.dashboard.title')).toBe('Tableau de bord');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    expect(provider.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Élément supprimé');
    expect(provider.translate('ra.notification.deleted', { smart_count: 2 })).toBe('2 éléments supprimés');
    expect(provider.getLocales?.()).toEqual(LOCALES);
  });

  it('does not override the app texts', () => {
    createI18nextProvider(i18n, LOCALES);
    expect(i18n.t('pages.help.title')).toBe('Coming soon');
  });
});

describe('createI18nextProvider with texts fetched over HTTP', () => {
  it('still fetches the app texts of a language switched to later, and adds react-admin texts once they are there', async () => {
    const requested: string[] = [];
    const appTexts: Record<string, { portal: { dashboard: { title: string } } }> = {
      en: { portal: { dashboard: { title: 'Dashboard' } } },
      fr: { portal: { dashboard: { title: 'Tableau de bord' } } },
    };
    // Like i18next-http-backend: one translation.json per language, fetched when the language is needed.
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (language, _namespace, callback) => {
        requested.push(language);
        setTimeout(() => callback(null, appTexts[language]), 0);
      },
    };
    const instance = i18next.createInstance();
    await instance.use(backend).init({ lng: 'en', fallbackLng: 'en', supportedLngs: ['en', 'fr'], load: 'languageOnly' });
    expect(requested).toEqual(['en']);

    const provider = createI18nextProvider(instance, LOCALES);
    expect(provider.translate('ra.action.save')).toBe('Save');
    await provider.changeLocale('fr');
    expect(requested).toEqual(['en', 'fr']);
    expect(provider.translate('portal.dashboard.title')).toBe('Tableau de bord');
    expect(provider.translate('ra.action.save')).toBe('Enregistrer');
    // A second portal mount neither fetches again nor loses anything.
    const again = createI18nextProvider(instance, LOCALES);
    expect(again.translate('portal.dashboard.title')).toBe('Tableau de bord');
    expect(again.translate('ra.action.save')).toBe('Enregistrer');
  });
});
