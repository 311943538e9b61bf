import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ProductInfo } from './product';

const SCRIPT = fileURLToPath(new URL('./create-invitation.cjs', import.meta.url));

/**
 * Invites `email` to the demo organisation through the backend's own OrganisationsService, with the product's
 * configuration (same database and outbox): the invitation e-mail then waits in the product's outbox. With
 * `accountManager`, the invitee registers as an account manager.
 */
export async function inviteToDemoOrganisation(
  product: ProductInfo,
  email: string,
  language: 'en' | 'fr' = 'en',
  { accountManager = false }: { accountManager?: boolean } = {},
): Promise<{ registrationId: number; organizationId: number; delivered: boolean }> {
  const args = [SCRIPT, email, language, 'Demo Enterprise', ...(accountManager ? ['manager'] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    env: { ...process.env, ...product.env },
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}
