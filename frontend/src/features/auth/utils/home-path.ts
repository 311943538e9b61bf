import { isAccountManager, type NavbarUser } from '@/components/layout/navbar-links';
import { adminPaths, paths } from '@/config/paths';

/** Where a signed-in user lands: account managers on their dashboard, everyone else on /home (spec §2). */
export function homePathFor(user: NavbarUser | null | undefined): string {
  return isAccountManager(user) ? adminPaths.dashboard : paths.home;
}
