import { Migration } from '@mikro-orm/migrations';

export class Migration20261127103318_list_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "translations_user_id_created_at_index";`);

    this.addSql(`create index "translations_user_id_created_at_id_index" on "translations" ("user_id", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "translations_user_id_created_at_id_index";`);

    this.addSql(`create index "translations_user_id_created_at_index" on "translations" ("user_id", "created_at");`);
  }
}
