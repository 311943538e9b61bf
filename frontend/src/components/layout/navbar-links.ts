import { adminPaths, paths } from '@/config/paths';

/** What the navbar needs to know about the signed-in user. */
export interface NavbarUser {
  /** Present only for account managers. */
  accountManagerId?: number | string | null;
}

export interface NavbarLink {
  id: 'signIn' | 'getStarted' | 'createTranslation' | 'home' | 'account' | 'logout';
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  /** Call-to-action links are drawn as filled buttons. */
  emphasis: 'primary' | 'plain';
}

export function isAccountManager(user: NavbarUser | null | undefined): boolean {
  return user?.accountManagerId !== undefined && user?.accountManagerId !== null;
}

/**
 * Navbar links (spec §2 "Navbar"): the SIGN IN / Get Started button only on the landing page;
 * signed-in users get Home, Account, Logout and the create-translation link; account managers'
 * Home is their dashboard and they have no Account link.
 */
export function navbarLinks(user: NavbarUser | null, isLandingPage: boolean): NavbarLink[] {
  if (!user) {
    return isLandingPage ? [{ id: 'signIn', to: paths.signIn, labelKey: 'nav.signIn', emphasis: 'primary' }] : [];
  }
  const manager = isAccountManager(user);
  const links: NavbarLink[] = [];
  if (isLandingPage) links.push({ id: 'getStarted', to: paths.home, labelKey: 'nav.getStarted', emphasis: 'primary' });
  links.push(
    { id: 'createTranslation', to: paths.createTranslation, labelKey: 'nav.createTranslation', emphasis: 'plain' },
    { id: 'home', to: manager ? adminPaths.dashboard : paths.home, labelKey: 'nav.home', emphasis: 'plain' },
  );
  if (!manager) links.push({ id: 'account', to: paths.account, labelKey: 'nav.account', emphasis: 'plain' });
  links.push({ id: 'logout', to: paths.logout, labelKey: 'nav.logout', emphasis: 'plain' });
  return links;
}
