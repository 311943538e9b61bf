/**
 * Creates an enterprise invitation through the built backend's own OrganisationsService (Nest application context,
 * same configuration as the running product: VAR_DIR / DATABASE_URL / PUBLIC_URL / SMTP_URL from the environment),
 * so the invitation e-mail is produced by the product's real code and lands in the product's outbox.
 *
 *   node create-invitation.cjs <email> [language=en] [organisation label="Demo Enterprise"] [manager]
 *
 * With a fourth argument "manager", the invitee registers as an account manager.
 *
 * Prints one JSON line: {"registrationId", "organizationId", "delivered"}. The activation code is not printed:
 * the browser test reads it from the e-mail, as an invitee would.
 */
'use strict';
const { join } = require('node:path');

const BACKEND_DIST = join(__dirname, '../../../backend/dist');
const load = (path) => require(join(BACKEND_DIST, path));

async function main() {
  const [email, language = 'en', label = 'Demo Enterprise', role] = process.argv.slice(2);
  if (!email) throw new Error('usage: create-invitation.cjs <email> [language] [organisation label]');
  require('reflect-metadata');
  const { Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const { MikroOrmModule } = require('@mikro-orm/nestjs');
  const { MikroORM } = require('@mikro-orm/core');
  const { loadConfig, resolveGeneratedSecrets } = load('config/app-config');
  const { AppConfigModule } = load('config/app-config.module');
  const { buildOrmOptions } = load('database/orm.config');
  const { MailModule } = load('mail/mail.module');
  const { PasswordHasher } = load('auth/password-hasher');
  const { OrganisationsService } = load('organisations/organisations.service');
  const { OrganisationRepository } = load('organisations/organisation.repository');
  const { Organization } = load('organisations/entities/organization.entity');

  const config = resolveGeneratedSecrets(loadConfig(process.env));

  class InvitationModule {}
  Module({
    imports: [
      AppConfigModule.forRoot(config),
      MikroOrmModule.forRoot(buildOrmOptions({ databaseUrl: config.DATABASE_URL, sqlitePath: config.sqlitePath })),
      MailModule,
    ],
    providers: [PasswordHasher, OrganisationRepository, OrganisationsService],
  })(InvitationModule);

  const app = await NestFactory.createApplicationContext(InvitationModule, { logger: ['error', 'warn'] });
  try {
    const em = app.get(MikroORM).em.fork();
    const organization = await em.findOneOrFail(Organization, { label, isPublic: false });
    const { registration } = await app.get(OrganisationsService).createEnterpriseRegistration({
      organizationId: organization.id,
      email,
      language,
      isAccountManager: role === 'manager',
    });
    process.stdout.write(
      `${JSON.stringify({ registrationId: registration.id, organizationId: organization.id, delivered: registration.isDelivered })}\n`,
    );
  } finally {
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
