import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PortalPageProps {
  /** i18n keys; react-admin translates them through the shared i18next instance. */
  titleKey: string;
  descriptionKey?: string;
  children?: ReactNode;
}

/** A portal page: title in the app bar and as the page heading, then its content. */
export function PortalPage({ titleKey, descriptionKey, children }: PortalPageProps) {
  const translate = useTranslate();
  const title = translate(titleKey);
  useDocumentTitle(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titleKey} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {descriptionKey && <Typography color="text.secondary">{translate(descriptionKey)}</Typography>}
        {children}
      </CardContent>
    </Card>
  );
}
