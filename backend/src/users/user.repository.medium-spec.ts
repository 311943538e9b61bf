import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { wrap } from '@mikro-orm/core';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { User } from './entities/user.entity';
import { UserRepository } from './user.repository';

/** The caller of every authenticated request (findCaller): what em.findOne would give, managed, in one statement. */
describe(`UserRepository.findCaller (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  const fork = () => ctx.orm.em.fork();

  beforeAll(async () => {
    ctx = await createMediumOrm();
  });
  afterAll(() => ctx?.close());

  async function newUser(accountManager: boolean): Promise<number> {
    const em = fork();
    const organization = await em.findOneOrFail(Organization, { isPublic: true });
    const user = em.create(User, {
      email: `caller-${randomBytes(4).toString('hex')}@example.com`,
      organization,
      language: 'fr',
      privacyPolicyVersion: '1',
      privacyPolicyAcceptedAt: new Date('2026-01-02T03:04:05.678Z'),
      tokensValidAfter: new Date('2026-02-03T04:05:06.789Z'),
    });
    await em.flush();
    if (accountManager) {
      em.create(AccountManager, { user: user.id, commissionRateBasisPoints: 1500 });
      await em.flush();
    }
    return user.id;
  }

  it.each([false, true])(
    'gives the row as findOne does (account manager: %s), managed, and a flush writes only a change',
    async (manager) => {
      const id = await newUser(manager);
      const expected = await fork().findOneOrFail(User, { id }, { populate: ['accountManager'] });
      const em = fork();
      const caller = await em.getRepository(User).findCaller(id);
      expect(caller).toBeInstanceOf(User);
      const row = (user: User) => ({ ...wrap(user).toObject(), accountManager: undefined });
      expect(row(caller!)).toEqual(row(expected));
      expect(caller!.tokensValidAfter).toEqual(new Date('2026-02-03T04:05:06.789Z'));
      expect(caller!.organization?.id).toBe(expected.organization?.id);
      if (manager) {
        expect(caller!.accountManager).toBeInstanceOf(AccountManager);
        expect(caller!.accountManager).toMatchObject({ id: expected.accountManager!.id, commissionRateBasisPoints: 1500 });
        expect(caller!.accountManager!.createdAt).toEqual(expected.accountManager!.createdAt);
      } else {
        expect(caller!.accountManager).toBeNull();
      }
      // Managed: the same entity for the same id in this entity manager, nothing to write while nothing changed…
      expect(em.getUnitOfWork().getById(User.name, id)).toBe(caller);
      em.getUnitOfWork().computeChangeSets();
      expect(em.getUnitOfWork().getChangeSets()).toHaveLength(0);
      // …and a change written by a flush.
      caller!.language = 'en';
      await em.flush();
      expect((await fork().findOneOrFail(User, { id })).language).toBe('en');
    },
  );

  it('gives null for an unknown id', async () => {
    expect(await fork().getRepository(User).findCaller(987_654_321)).toBeNull();
  });

  it('is a repository of the user entity', () => {
    expect(fork().getRepository(User)).toBeInstanceOf(UserRepository);
  });
});
