import './isolate-orm-metadata';
import * as argon2 from 'argon2';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { createAccountManager } from '../../src/users/account-managers';
import { User } from '../../src/users/entities/user.entity';
import { createMediumOrm, MediumOrm } from './medium-orm';

describe(`createAccountManager (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  beforeAll(async () => {
    ctx = await createMediumOrm();
  });
  afterAll(() => ctx?.close());

  it('creates a manager with a generated password, in the public organisation', async () => {
    const result = await createAccountManager(ctx.orm.em.fork().getRepository(User), { email: ' New.Manager@Example.com ' });
    expect(result.created).toBe(true);
    expect(result.password).toMatch(/^[\w-]{16}$/);
    const em = ctx.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: 'new.manager@example.com' }, { populate: ['organization'] });
    expect(user.organization?.isPublic).toBe(true);
    expect(await argon2.verify(user.passwordHash!, result.password!)).toBe(true);
    expect(await em.count(AccountManager, { user })).toBe(1);
  });

  it('promotes an existing user once and leaves the password alone', async () => {
    const first = await createAccountManager(ctx.orm.em.fork().getRepository(User), {
      email: 'promote@example.com',
      password: 'correct horse battery',
    });
    const again = await createAccountManager(ctx.orm.em.fork().getRepository(User), {
      email: 'promote@example.com',
      password: 'another password',
    });
    expect(again.created).toBe(false);
    expect(again.password).toBeUndefined();
    expect(again.accountManager.id).toBe(first.accountManager.id);
    const user = await ctx.orm.em.fork().findOneOrFail(User, { email: 'promote@example.com' });
    expect(await argon2.verify(user.passwordHash!, 'correct horse battery')).toBe(true);
  });

  it('refuses a bad e-mail or a short password', async () => {
    await expect(createAccountManager(ctx.orm.em.fork().getRepository(User), { email: 'not-an-email' })).rejects.toThrow(/valid e-mail/);
    await expect(
      createAccountManager(ctx.orm.em.fork().getRepository(User), { email: 'short@example.com', password: 'short' }),
    ).rejects.toThrow(/8 to 128/);
  });
});
