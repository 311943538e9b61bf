import { useAuth } from './use-auth';
import type { BillingAddress } from '@/lib/api-types';
import { hasBillingAddress } from '@/lib/billing-address';

/** The signed-in user's billing address, or null when they have none yet. */
export function useBillingAddress(): BillingAddress | null {
  const { user } = useAuth();
  const address = user?.billingAddress;
  return hasBillingAddress(address) ? address : null;
}
