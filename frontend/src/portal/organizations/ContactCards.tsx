import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@/lib/api-types';

/** Contacts as cards: the name, then the e-mail and phone when present (spec §2). */
export function ContactCards({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  if (contacts.length === 0) {
    return <Typography color="text.secondary">{t('portal.updateAccount.noContacts')}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {contacts.map((contact) => (
        <Card component="li" variant="outlined" key={contact.id}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {contact.name}
            </Typography>
            {contact.email && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
              </Typography>
            )}
            {contact.phone && (
              <Typography variant="body2">
                <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
