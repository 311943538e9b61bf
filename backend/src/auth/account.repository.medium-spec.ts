import '../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../test/medium/medium-orm';
import { AccountManager } from '../organisations/entities/account-manager.entity';
import { EnterpriseRegistration } from '../organisations/entities/enterprise-registration.entity';
import { Organization } from '../organisations/entities/organization.entity';
import { User } from '../users/entities/user.entity';
import { AccountRepository } from './account.repository';

/** The answers of AccountRepository's units of work that services turn into 400, 401 and 409. */
describe(`AccountRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let repo: AccountRepository;
  let organizationId: number;
  const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const fork = () => ctx.orm.em.fork();

  beforeAll(async () => {
    ctx = await createMediumOrm();
    repo = new AccountRepository(ctx.orm.em);
    organizationId = (await fork().findOneOrFail(Organization, { isPublic: true })).id;
  });
  afterAll(() => ctx?.close());

  async function invitation(email: string, isAccountManager = false): Promise<EnterpriseRegistration> {
    const em = fork();
    const row = em.create(EnterpriseRegistration, {
      organization: organizationId,
      email,
      language: 'fr',
      activationCodeHash: 'not-checked-here',
      expiresAt: new Date(Date.now() + 3600_000),
      isAccountManager,
    });
    await em.flush();
    return row;
  }

  it('registers once per invitation, with the manager row it asks for; a lost race or a taken e-mail writes nothing', async () => {
    const email = unique('manager');
    const invited = await invitation(email, true);
    const userId = await repo.registerFromInvitation(invited, { email, passwordHash: 'hash' }, new Date());
    expect(typeof userId).toBe('number');
    const user = await fork().findOneOrFail(User, { id: userId as number }, { populate: ['accountManager'] });
    expect(user).toMatchObject({ email, language: 'fr', passwordHash: 'hash' });
    expect(user.accountManager).not.toBeNull();
    expect((await fork().findOneOrFail(EnterpriseRegistration, { id: invited.id })).isRegistered).toBe(true);

    expect(await repo.registerFromInvitation(invited, { email: unique('again'), passwordHash: 'hash' }, new Date())).toBe('invitationUsed');
    expect(await fork().count(User, { email: { $like: 'again-%' } })).toBe(0);

    // A second invitation of the same e-mail: the unique e-mail refuses the user, and the invitation stays open.
    const second = await invitation(email);
    expect(await repo.registerFromInvitation(second, { email, passwordHash: 'hash' }, new Date())).toBe('accountExists');
    expect((await fork().findOneOrFail(EnterpriseRegistration, { id: second.id })).isRegistered).toBe(false);
    expect(await fork().count(AccountManager, { user: userId as number })).toBe(1);
    expect(await repo.emailTaken(email)).toBe(true);
    expect(await repo.emailTaken(unique('nobody'))).toBe(false);
  });

  it('creates a public customer once per Google subject and links a subject only to an account without one', async () => {
    const subject = `sub-${randomBytes(4).toString('hex')}`;
    const created = await repo.createPublicCustomer({ email: unique('google'), googleSubject: subject, language: 'en' });
    expect(created).not.toBeNull();
    expect((await repo.findByGoogleSubject(subject))?.id).toBe(created!.id);
    expect((await fork().findOneOrFail(User, { id: created!.id }, { populate: ['organization'] })).organization?.id).toBe(organizationId);
    expect(await repo.createPublicCustomer({ email: unique('twice'), googleSubject: subject, language: 'en' })).toBeNull();

    const em = fork();
    const withPassword = em.create(User, { email: unique('password'), passwordHash: 'hash', organization: organizationId });
    await em.flush();
    // The subject is another account's: refused by the unique index.
    expect(await repo.linkGoogleSubject(withPassword.id, subject, new Date())).toBe(false);
    const own = `sub-${randomBytes(4).toString('hex')}`;
    expect(await repo.linkGoogleSubject(withPassword.id, own, new Date())).toBe(true);
    // Linked already: not replaced.
    expect(await repo.linkGoogleSubject(withPassword.id, `sub-${randomBytes(4).toString('hex')}`, new Date())).toBe(false);
    expect((await repo.findById(withPassword.id))?.googleSubject).toBe(own);
  });

  it('ends every session of a user at the given time', async () => {
    const em = fork();
    const user = em.create(User, { email: unique('sessions'), organization: organizationId });
    await em.flush();
    const at = new Date('2026-03-01T10:00:00Z');
    await repo.endAllSessions(user.id, at);
    expect((await repo.findById(user.id))?.tokensValidAfter?.getTime()).toBe(at.getTime());
  });
});
