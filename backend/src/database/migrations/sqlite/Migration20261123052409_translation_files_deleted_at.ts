import { Migration } from '@mikro-orm/migrations';

export class Migration20261123052409_translation_files_deleted_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`translations\` add column \`files_deleted_at\` datetime null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`translations\` drop column \`files_deleted_at\`;`);
  }
}
