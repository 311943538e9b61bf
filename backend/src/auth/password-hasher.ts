import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Password and activation-code hashing (argon2id), behind a class so tests and callers share one configuration. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, ARGON2_OPTIONS);
  }

  /** False for a wrong secret and for a malformed hash. */
  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification when there is no hash to check (unknown e-mail), so timing tells nothing. */
  async verifyNothing(secret: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy password that never matches');
    await this.verify(await this.dummyHash, secret);
    return false;
  }
}
