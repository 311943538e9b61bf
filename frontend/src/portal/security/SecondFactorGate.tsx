import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminPaths, adminRoutes } from '@/config/paths';
import { useSecondFactorStatus } from './use-second-factor-status';

/**
 * Sends an internal admin without two-step sign-in to the security page before anything else in the portal (the
 * API refuses their manager operations until then). Asked again on every page change, so the gate opens as soon as
 * enrolment is done. Managers, and any failure to ask, pass through: the API stays the authority.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useSecondFactorStatus();
  const refetch = useRef(status.refetch);
  useEffect(() => {
    refetch.current = status.refetch;
  });
  const firstPath = useRef(pathname);
  useEffect(() => {
    // The first page's status is the query's own first fetch; later pages ask again (the answer on screen stays meanwhile).
    if (pathname !== firstPath.current) void refetch.current();
    firstPath.current = '';
  }, [pathname]);

  const onSecurityPage = pathname.endsWith(`/${adminRoutes.security}`);
  // The first answer decides before any page asks the API for what an admin would be refused.
  if (status.isPending) return null;
  if (!onSecurityPage && status.data?.required && !status.data.enabled) return <Navigate to={adminPaths.security} replace />;
  return <>{children}</>;
}
