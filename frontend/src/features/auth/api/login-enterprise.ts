import { apiClient } from '@/lib/api-client';
import type { Session } from '../types';

export interface EnterpriseLoginCredentials {
  email: string;
  password: string;
}

/** The password step's answer for an account with two-step sign-in: no session yet, a challenge for the code step. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  challenge: string;
}

export type EnterpriseLoginAnswer = Session | SecondFactorChallenge;

export function isSecondFactorChallenge(answer: EnterpriseLoginAnswer): answer is SecondFactorChallenge {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

/** POST /enterprise/users/login: the session, or a challenge when the account asks for a code. */
export function loginEnterprise(credentials: EnterpriseLoginCredentials): Promise<EnterpriseLoginAnswer> {
  return apiClient.post<EnterpriseLoginAnswer>('/enterprise/users/login', credentials);
}

export interface SecondFactorInput {
  challenge: string;
  /** The 6 digits of the authenticator app, or a recovery code. */
  code: string;
}

/** POST /enterprise/users/login/second-factor: the challenge and the code give the session. */
export function loginEnterpriseSecondFactor(input: SecondFactorInput): Promise<Session> {
  return apiClient.post<Session>('/enterprise/users/login/second-factor', input);
}
