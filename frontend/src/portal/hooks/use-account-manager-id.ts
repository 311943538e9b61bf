import type { MessageKey } from '@pt/libs/messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMessage } from '@/hooks/use-message';

interface ManagerGuardOptions {
  /** Toast for a user without accountManagerId (the pages word it differently, spec §2). */
  notManagerMessage: MessageKey;
  /** The dashboard tells a missing user apart: "No user info found" and /enterprise/login. */
  checkUser?: boolean;
}

/**
 * The signed-in account manager's id, or undefined while the session is still loading or the user is being sent away.
 * Users without accountManagerId get a toast and go to /account. The spec sends them from the dashboard to /admin,
 * but /admin redirects to the dashboard, which would loop; /account is where a customer's own details live.
 */
export function useAccountManagerId({ notManagerMessage, checkUser = false }: ManagerGuardOptions): number | undefined {
  const { user, token } = useAuth();
  const toast = useToast();
  const message = useMessage();
  const navigate = useNavigate();
  const handled = useRef(false);

  const accountManagerId = user?.accountManagerId ?? undefined;
  // A stored token without a user: the auth check is fetching the user.
  const decision = !user ? (token ? 'wait' : 'noUser') : accountManagerId === undefined ? 'notManager' : 'manager';

  useEffect(() => {
    if (decision === 'wait' || decision === 'manager' || handled.current) return;
    handled.current = true;
    if (decision === 'noUser' && checkUser) {
      toast.error(message('noUserInfo'));
      void navigate(paths.enterpriseLogin, { replace: true });
    } else {
      toast.error(message(notManagerMessage));
      void navigate(paths.account, { replace: true });
    }
  }, [decision, checkUser, notManagerMessage, toast, message, navigate]);

  return decision === 'manager' ? accountManagerId : undefined;
}
