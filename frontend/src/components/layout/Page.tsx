import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** A customer page: sets the document title and renders the page heading, then its content. */
export function Page({ title, description, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <Stack component="section" spacing={2} sx={{ py: { xs: 3, sm: 5 } }} aria-labelledby="page-title">
      <Typography id="page-title" variant="h1" component="h1">
        {title}
      </Typography>
      {description && (
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 720 }}>
          {description}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
