import { useCallback, useState } from 'react';
import { useAuth } from '@/lib/auth/use-auth';
import type { User } from '@/lib/api-types';
import { setStoredUser } from '@/lib/storage';
import { updateBillingAddress } from '../api/update-billing-address';
import type { BillingAddressPayload } from '@/lib/api-types';

interface SaveStatus {
  loading: boolean;
  /** undefined while idle (spec §4). */
  success?: boolean;
}

/**
 * PUT /users/billing-address, then the follow-ups of spec §4: the stored user (browser storage) takes the answer at
 * once, and the session refetches the user so every screen sees the new address. A failed refetch does not undo
 * the save: the address is on the server and in storage. Resolves to the updated user, or null on failure.
 */
export function useSaveBillingAddress() {
  const { fetchUser } = useAuth();
  const [status, setStatus] = useState<SaveStatus>({ loading: false });

  const save = useCallback(
    async (payload: BillingAddressPayload): Promise<User | null> => {
      setStatus({ loading: true });
      try {
        const { user } = await updateBillingAddress(payload);
        setStoredUser(user);
        await fetchUser();
        setStatus({ loading: false, success: true });
        return user;
      } catch {
        setStatus({ loading: false, success: false });
        return null;
      }
    },
    [fetchUser],
  );

  const reset = useCallback(() => setStatus({ loading: false }), []);
  return { ...status, save, reset };
}
