import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

interface RequirePoliciesProps {
  children?: ReactNode;
}

/**
 * Only once both policies are accepted: first the privacy policy, then the terms of service (spec §2).
 * Use inside RequireAuth. While a stored token's user is still being fetched it shows a spinner.
 */
export function RequirePolicies({ children }: RequirePoliciesProps) {
  const { user, token } = useAuth();
  if (!user) return token ? <PageSpinner /> : <Navigate to={paths.logout} replace />;
  if (!user.isPrivacyPolicyAccepted) return <Navigate to={paths.privacyPolicy} replace />;
  if (!user.isTermsOfServiceAccepted) return <Navigate to={paths.termsOfService} replace />;
  return children ?? <Outlet />;
}
