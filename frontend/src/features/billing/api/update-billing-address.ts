import type { UserAnswer } from '@/features/auth/types';
import { apiClient } from '@/lib/api-client';
import type { BillingAddressPayload } from '../types';

/** PUT /users/billing-address: saves the caller's address and answers the updated user. */
export function updateBillingAddress(payload: BillingAddressPayload): Promise<UserAnswer> {
  return apiClient.put<UserAnswer>('/users/billing-address', payload);
}
