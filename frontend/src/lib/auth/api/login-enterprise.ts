import { api, type ApiAnswerOf, type ApiSchema } from '@/lib/typed-api';
import type { Session } from '@/lib/api-types';

export type EnterpriseLoginCredentials = ApiSchema<'EnterpriseLoginDto'>;

/** The password step's answer for an account with two-step sign-in: no session yet, a challenge for the code step. */
export type SecondFactorChallenge = ApiSchema<'SecondFactorChallengeDto'>;

export type EnterpriseLoginAnswer = ApiAnswerOf<'post', '/enterprise/users/login'>;

export function isSecondFactorChallenge(answer: EnterpriseLoginAnswer): answer is SecondFactorChallenge {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

/** POST /enterprise/users/login: the session, or a challenge when the account asks for a code. */
export function loginEnterprise(credentials: EnterpriseLoginCredentials): Promise<EnterpriseLoginAnswer> {
  return api.post('/enterprise/users/login', { body: credentials });
}

/** The challenge, and the 6 digits of the authenticator app or a recovery code. */
export type SecondFactorInput = ApiSchema<'SecondFactorSignInDto'>;

/** POST /enterprise/users/login/second-factor: the challenge and the code give the session. */
export function loginEnterpriseSecondFactor(input: SecondFactorInput): Promise<Session> {
  return api.post('/enterprise/users/login/second-factor', { body: input });
}
