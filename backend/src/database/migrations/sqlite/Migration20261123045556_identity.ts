import { Migration } from '@mikro-orm/migrations';

export class Migration20261123045556_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`login_attempts\` (\`id\` integer not null primary key autoincrement, \`email_hash\` text not null, \`failures\` integer not null, \`window_started_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`login_attempts_email_hash_unique\` on \`login_attempts\` (\`email_hash\`);`);
    this.addSql(`create index \`login_attempts_window_started_at_index\` on \`login_attempts\` (\`window_started_at\`);`);

    this.addSql(
      `alter table \`users\` add column \`privacy_policy_language\` text check (\`privacy_policy_language\` in ('en', 'fr')) null;`,
    );
    this.addSql(`alter table \`users\` add column \`terms_language\` text check (\`terms_language\` in ('en', 'fr')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`login_attempts\`;`);

    this.addSql(`alter table \`users\` drop column \`privacy_policy_language\`;`);
    this.addSql(`alter table \`users\` drop column \`terms_language\`;`);
  }
}
