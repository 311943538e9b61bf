import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082844_glossary extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "glossary_entries" ("id" serial primary key, "organization_id" int not null, "source_language" varchar(8) not null, "target_language" varchar(8) not null, "source_term" varchar(200) not null, "target_term" varchar(200) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "glossary_entries_organization_id_source_language_t_646c1_index" on "glossary_entries" ("organization_id", "source_language", "target_language");`,
    );
    this.addSql(
      `alter table "glossary_entries" add constraint "glossary_entries_organization_id_source_language__28668_unique" unique ("organization_id", "source_language", "target_language", "source_term");`,
    );

    this.addSql(
      `alter table "glossary_entries" add constraint "glossary_entries_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "glossary_entries" cascade;`);
  }
}
