import { api, type ApiSchema } from '@/lib/typed-api';

export type ContactMessage = ApiSchema<'ContactMessageDto'>;

/** POST /contact: stores the message and e-mails it to support (signed in or not). */
export function sendContactMessage({ message, email }: ContactMessage): Promise<{ detail: string }> {
  return api.post('/contact', { body: { message, email } });
}
