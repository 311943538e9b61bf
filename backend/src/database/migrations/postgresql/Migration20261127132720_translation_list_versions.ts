import { Migration } from '@mikro-orm/migrations';

export class Migration20261127132720_translation_list_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "translation_list_versions" ("user_id" int not null, "version" int not null default 0, constraint "translation_list_versions_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "translation_list_versions" add constraint "translation_list_versions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // Written by hand (the schema diff knows no triggers): every insert, update and delete of a translation row moves
    // its owner's list version on, whoever writes it, in the writer's transaction.
    this.addSql(
      `create function "translations_list_version"() returns trigger language plpgsql as $$ begin ` +
        `insert into "translation_list_versions" as v ("user_id", "version") ` +
        `values (case when tg_op = 'DELETE' then old."user_id" else new."user_id" end, 1) ` +
        `on conflict ("user_id") do update set "version" = v."version" + 1; return null; end $$;`,
    );
    this.addSql(
      `create trigger "translations_list_version" after insert or update or delete on "translations" ` +
        `for each row execute function "translations_list_version"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "translations_list_version" on "translations";`);
    this.addSql(`drop function if exists "translations_list_version"();`);
    this.addSql(`drop table if exists "translation_list_versions" cascade;`);
  }
}
