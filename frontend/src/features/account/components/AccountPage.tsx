import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney, toCents } from '@pt/libs/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { adminPaths, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import type { PaygPricePlan } from '@/lib/api-types';
import { useMessage } from '@/hooks/use-message';
import { currentLanguage } from '@/lib/i18n';

/** Dollars from the API to display text; null when the price is missing or not a valid amount. */
function formatPrice(dollars: number | null | undefined, currency: string, language: 'en' | 'fr'): string | null {
  if (dollars === null || dollars === undefined) return null;
  try {
    return formatMoney(toCents(dollars), currency, language);
  } catch {
    return null;
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function PricePlan({ plan }: { plan: PaygPricePlan | null | undefined }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const language = currentLanguage(i18n);
  const currency = plan?.currency?.value ?? '';
  const pagePrice = plan && currency ? formatPrice(plan.pagePrice, currency, language) : null;

  // Without a page price there is no plan to show (spec §2: the page raises an error).
  if (!plan || !pagePrice) return <Alert severity="error">{message('pricingInfoNotFound')}</Alert>;

  const incentive = plan.longDocIncentive;
  const incentivePrice = incentive ? formatPrice(incentive.pagePrice, currency, language) : null;
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Detail term={t('account.plan.currency')}>{currency}</Detail>
        <Detail term={t('account.plan.pagePrice')}>{pagePrice}</Detail>
        {incentive && incentivePrice && (
          <Detail term={t('account.plan.incentive')}>
            {t('account.plan.incentiveValue', { price: incentivePrice, fromPage: incentive.afterPage + 1 })}
          </Detail>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('account.plan.note')}
      </Typography>
    </>
  );
}

/** /account: the user's e-mail, organisation and pay-as-you-go plan; managers also get a link to their portal. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user, token, isAccountManager } = useAuth();

  if (!user) return token ? <PageSpinner /> : <Navigate to={paths.signIn} replace />;

  return (
    <Page title={t('pages.account.title')} description={t('pages.account.description')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail term={t('account.email')}>{user.email}</Detail>
          <Detail term={t('account.organization')}>{user.organization?.label ?? t('account.noOrganization')}</Detail>
        </Box>
      </Paper>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="account-plan-title"
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        <Typography id="account-plan-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t('account.plan.title')}
        </Typography>
        <PricePlan plan={user.organization?.paygPricePlan} />
      </Paper>
      {isAccountManager && (
        <div>
          <Button component={RouterLink} to={adminPaths.dashboard} variant="contained">
            {t('account.managerPortal')}
          </Button>
        </div>
      )}
    </Page>
  );
}
