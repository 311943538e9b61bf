import { Migration } from '@mikro-orm/migrations';

const LIST_VERSION_TRIGGERS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

export class Migration20261127132710_translation_list_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`translation_list_versions\` (\`user_id\` integer not null, \`version\` integer not null default 0, constraint \`translation_list_versions_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, primary key (\`user_id\`));`,
    );

    // Written by hand (the schema diff knows no triggers): every insert, update and delete of a translation row moves
    // its owner's list version on, whoever writes it. A later SQLite rebuild of `translations` drops these triggers
    // (the list-version medium test then fails): such a migration must create them again. A rebuild of
    // `translation_list_versions` fails at its rename while they name the table: drop them before, create them after.
    for (const [event, row] of LIST_VERSION_TRIGGERS) {
      this.addSql(
        `create trigger \`translations_list_version_${event}\` after ${event} on \`translations\` begin ` +
          `insert into \`translation_list_versions\` (\`user_id\`, \`version\`) values (${row}.\`user_id\`, 1) ` +
          `on conflict (\`user_id\`) do update set \`version\` = \`version\` + 1; end;`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const [event] of LIST_VERSION_TRIGGERS) this.addSql(`drop trigger if exists \`translations_list_version_${event}\`;`);
    this.addSql(`drop table if exists \`translation_list_versions\`;`);
  }
}
