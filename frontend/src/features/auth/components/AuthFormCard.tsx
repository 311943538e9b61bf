import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormCardProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** The card that holds the sign-in, registration and password forms. Validation is ours, not the browser's. */
export function AuthFormCard({ label, onSubmit, children }: AuthFormCardProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, width: '100%' }}>
      <Stack component="form" noValidate aria-label={label} onSubmit={handleSubmit} spacing={2.5}>
        {children}
      </Stack>
    </Paper>
  );
}
