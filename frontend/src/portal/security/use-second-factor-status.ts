import { useGetOne } from 'react-admin';
import type { SecondFactorStatus } from './second-factor-api';

/**
 * The signed-in user's two-step sign-in status (GET /auth/second-factor, the `second-factor` record 'current'). The
 * gate and the security page share it, so the gate sees an enrolment as soon as the page fetches the status again.
 * No retries: a failure shows at once (the page says so; the gate lets the user through, the API stays the authority).
 */
export function useSecondFactorStatus() {
  return useGetOne<SecondFactorStatus & { id: string }>('second-factor', { id: 'current' }, { retry: false });
}
