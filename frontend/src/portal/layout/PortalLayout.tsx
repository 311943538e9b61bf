import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SecondFactorGate } from '../security/SecondFactorGate';
import { PortalMenu } from './PortalMenu';

const SHRINKABLE = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
} as const;

/**
 * react-admin's layout with the portal menu. Its columns may shrink below their widest table (react-admin sets
 * min-width: fit-content), so wide tables scroll inside their own box instead of widening the page on a phone.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={PortalMenu} sx={SHRINKABLE}>
      <SecondFactorGate>{children}</SecondFactorGate>
    </Layout>
  );
}
