import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082840_glossary extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`glossary_entries\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`source_language\` text not null, \`target_language\` text not null, \`source_term\` text not null, \`target_term\` text not null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`glossary_entries_organization_id_foreign\` foreign key(\`organization_id\`) references \`organizations\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`glossary_entries_organization_id_index\` on \`glossary_entries\` (\`organization_id\`);`);
    this.addSql(
      `create index \`glossary_entries_organization_id_source_language_target_language_index\` on \`glossary_entries\` (\`organization_id\`, \`source_language\`, \`target_language\`);`,
    );
    this.addSql(
      `create unique index \`glossary_entries_organization_id_source_language_target_language_source_term_unique\` on \`glossary_entries\` (\`organization_id\`, \`source_language\`, \`target_language\`, \`source_term\`);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`glossary_entries\`;`);
  }
}
