import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider, useList } from 'react-admin';
import { currentLanguage } from '@/lib/i18n';
import { Section } from '@/portal/components/Section';
import type { EnterpriseRegistration } from '@/lib/api-types';
import { formatLocalDate } from '@/portal/utils/format';

/** Enterprise Registrations of the organisation, newest first, sorted and paged in the browser. */
export function RegistrationsTable({ registrations }: { registrations: EnterpriseRegistration[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const list = useList<EnterpriseRegistration>({
    data: registrations,
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
  });

  return (
    <Section id="registrations-title" title={t('portal.updateAccount.registrations.title')}>
      <ResourceContextProvider value="enterprise-registrations">
        <ListContextProvider value={list}>
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<EnterpriseRegistration>
              rowClick={false}
              bulkActionButtons={false}
              aria-labelledby="registrations-title"
              empty={<Typography color="text.secondary">{t('portal.updateAccount.registrations.empty')}</Typography>}
            >
              <DataTable.Col<EnterpriseRegistration> source="email" label="portal.updateAccount.registrations.columns.email" />
              <DataTable.Col<EnterpriseRegistration>
                source="isDelivered"
                label="portal.updateAccount.registrations.columns.delivered"
                render={(registration) =>
                  registration.isDelivered ? t('portal.updateAccount.registrations.yes') : t('portal.updateAccount.registrations.no')
                }
              />
              <DataTable.Col<EnterpriseRegistration>
                source="isRegistered"
                label="portal.updateAccount.registrations.columns.status"
                render={(registration) =>
                  registration.isRegistered
                    ? t('portal.updateAccount.registrations.registered')
                    : t('portal.updateAccount.registrations.pending')
                }
              />
              <DataTable.Col<EnterpriseRegistration>
                source="createdAt"
                label="portal.updateAccount.registrations.columns.date"
                render={(registration) => formatLocalDate(registration.createdAt, language) ?? '-'}
              />
            </DataTable>
          </Box>
          {registrations.length > 10 && <Pagination rowsPerPageOptions={[10, 25]} />}
        </ListContextProvider>
      </ResourceContextProvider>
    </Section>
  );
}
