import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140002_translation_output_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "translations" add column "output_notes" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "translations" drop column "output_notes";`);
  }
}
