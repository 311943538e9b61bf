import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route } from 'react-router';
import { Admin, CustomRoutes, defaultTheme, memoryStore, Resource } from 'react-admin';
import { palette } from '@/app/theme';
import { ADMIN_BASENAME, adminRoutes } from '@/config/paths';
import { currentLanguage, type Language } from '@/lib/i18n';
import { DashboardPage } from './dashboard/DashboardPage';
import { UpdateAccountPage } from './organizations/UpdateAccountPage';
import { createPortalDataProvider } from './data-provider';
import { createI18nextProvider } from './i18n/i18next-provider';
import { PortalLayout } from './layout/PortalLayout';
import { CreateOrganizationPage } from './organizations/CreateOrganizationPage';
import { SecurityPage } from './security/SecurityPage';

const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
];

/**
 * react-admin's theme with the app's colours. Fields are outlined, as in the customer app: react-admin's filled
 * fields put the focused (green) and error (red) labels on a grey fill below 4.5:1 contrast (WCAG AA, axe).
 */
const portalTheme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...palette },
  components: {
    ...defaultTheme.components,
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { ...defaultTheme.components?.MuiTextField?.defaultProps, variant: 'outlined' as const },
    },
    MuiFormControl: {
      ...defaultTheme.components?.MuiFormControl,
      defaultProps: { ...defaultTheme.components?.MuiFormControl?.defaultProps, variant: 'outlined' as const },
    },
  },
};

/**
 * The account-manager portal: everything under /admin, loaded as one lazy chunk so customers
 * never download react-admin.
 *
 * Its records are react-admin <Resource>s over ra-data-simple-rest (./data-provider.ts): organizations, payg-sales
 * and glossary-entries. Their screens keep the spec's URLs (§2: /admin/account-manager with its two tabs,
 * /admin/account-manager/organization/create, /admin/accounts/update?org=), which are not react-admin's
 * /{resource}, /{resource}/create and /{resource}/{id}, so they are custom routes built on the resources' list
 * controller (<ListBase>) and data hooks (useGetOne, useGetList, useCreate, useUpdate, useDelete).
 */
export function AdminApp() {
  const { i18n } = useTranslation();
  const [i18nProvider] = useState(() => createI18nextProvider(i18n, LOCALES));
  const [dataProvider] = useState(() => createPortalDataProvider());
  // i18next (and its cookie) owns the language; start react-admin's store from it, not from a stale saved value.
  const [store] = useState(() => memoryStore({ locale: currentLanguage(i18n) }));

  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="PageTranslate"
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      store={store}
      theme={portalTheme}
      layout={PortalLayout}
      disableTelemetry
    >
      <Resource name="organizations" recordRepresentation="label" />
      <Resource name="payg-sales" recordRepresentation="orderNumber" />
      <Resource name="glossary-entries" recordRepresentation="sourceTerm" />
      <CustomRoutes>
        <Route index element={<Navigate to={adminRoutes.dashboard} replace />} />
        <Route path={adminRoutes.dashboard} element={<DashboardPage />} />
        <Route path={adminRoutes.createOrganization} element={<CreateOrganizationPage />} />
        <Route path={adminRoutes.updateAccount} element={<UpdateAccountPage />} />
        <Route path={adminRoutes.security} element={<SecurityPage />} />
      </CustomRoutes>
    </Admin>
  );
}
