import type { UserAnswer } from '@/lib/api-types';
import { api } from '@/lib/typed-api';
import type { BillingAddressPayload } from '@/lib/api-types';

/** PUT /users/billing-address: saves the caller's address and answers the updated user. */
export function updateBillingAddress(payload: BillingAddressPayload): Promise<UserAnswer> {
  return api.put('/users/billing-address', { body: payload });
}
