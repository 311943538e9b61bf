import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalMenu } from './PortalMenu';

export function PortalLayout({ children }: { children: ReactNode }) {
  return <Layout menu={PortalMenu}>{children}</Layout>;
}
