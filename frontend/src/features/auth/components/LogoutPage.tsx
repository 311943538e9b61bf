import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** /logout: forgets the session (and ends it on the server, best effort), then returns to /. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(paths.landing, { replace: true }));
  }, [logout, navigate]);

  return (
    <Page title={t('pages.logout.title')} description={t('pages.logout.description')}>
      <PageSpinner />
    </Page>
  );
}
