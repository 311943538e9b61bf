import { Migration } from '@mikro-orm/migrations';

export class Migration20261123045558_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_attempts" ("id" serial primary key, "email_hash" varchar(64) not null, "failures" int not null, "window_started_at" timestamptz not null);`,
    );
    this.addSql(`alter table "login_attempts" add constraint "login_attempts_email_hash_unique" unique ("email_hash");`);
    this.addSql(`create index "login_attempts_window_started_at_index" on "login_attempts" ("window_started_at");`);

    this.addSql(
      `alter table "users" add column "privacy_policy_language" text check ("privacy_policy_language" in ('en', 'fr')) null, add column "terms_language" text check ("terms_language" in ('en', 'fr')) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_attempts" cascade;`);

    this.addSql(`alter table "users" drop column "privacy_policy_language", drop column "terms_language";`);
  }
}
