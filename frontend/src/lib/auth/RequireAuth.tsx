import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

interface RequireAuthProps {
  /** The protected content; without children the guard renders the child routes (<Outlet />). */
  children?: ReactNode;
}

/** Only for a stored token: without one the user goes to /logout (spec §2, wizard access rules). */
export function RequireAuth({ children }: RequireAuthProps) {
  const { token } = useAuth();
  if (!token) return <Navigate to={paths.logout} replace />;
  return children ?? <Outlet />;
}
