import { api, type ApiSchema } from '@/lib/typed-api';
import type { UserAnswer } from '@/lib/api-types';

export type EnterpriseRegistrationPayload = ApiSchema<'EnterpriseRegisterDto'>;

/** POST /admin/enterprise/users/create: registration by invitation. */
export function registerEnterpriseUser(payload: EnterpriseRegistrationPayload): Promise<UserAnswer> {
  return api.post('/admin/enterprise/users/create', { body: payload });
}
