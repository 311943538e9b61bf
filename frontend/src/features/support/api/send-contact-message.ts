import { apiClient } from '@/lib/api-client';

export interface ContactMessage {
  email: string;
  message: string;
}

/** POST /contact: stores the message and e-mails it to support (signed in or not). */
export function sendContactMessage({ message, email }: ContactMessage): Promise<{ detail: string }> {
  return apiClient.post<{ detail: string }>('/contact', { message, email });
}
