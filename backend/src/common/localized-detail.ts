import type { AppLanguage } from './language';
import { type Localizable, text, type TextKey, type TextParam } from './localized-text';

const LOCALIZABLE = Symbol('localizable detail');

export type LocalizedDetailBody = { detail: string } & Record<string, unknown>;

/**
 * An error body `{detail}` whose text follows the caller's language: `detail` holds the English text (what code and
 * tests reading the exception see), and the exception filter swaps in the request's language. The localizable rides
 * on a hidden (non-enumerable) property, so it is never serialised nor spread into other objects.
 *
 *   throw new NotFoundException(localizedDetail('productNotFound'));
 */
export function localizedDetail(
  key: TextKey | Localizable,
  params?: Record<string, TextParam>,
  extra: Record<string, unknown> = {},
): LocalizedDetailBody {
  const localizable = typeof key === 'string' ? text(key, params) : key;
  const body: LocalizedDetailBody = { ...extra, detail: localizable.render('en') };
  Object.defineProperty(body, LOCALIZABLE, { value: localizable, enumerable: false });
  return body;
}

/** The localizable text of an error body made by localizedDetail, if it is one. */
export function localizableOf(body: unknown): Localizable | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return (body as { [LOCALIZABLE]?: Localizable })[LOCALIZABLE];
}

/** A success answer `{detail}` in the given language (the handler knows it through @MessageLanguage()). */
export function detailIn(lang: AppLanguage, key: TextKey, params?: Record<string, TextParam>): { detail: string } {
  return { detail: text(key, params).render(lang) };
}
