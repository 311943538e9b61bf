import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082941_bilingual_pdf_format extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "translations" drop constraint if exists "translations_output_format_check";`);

    this.addSql(
      `alter table "translations" add constraint "translations_output_format_check" check("output_format" in ('pdf', 'docx', 'bilingual-pdf'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "translations" drop constraint if exists "translations_output_format_check";`);

    this.addSql(`alter table "translations" add constraint "translations_output_format_check" check("output_format" in ('pdf', 'docx'));`);
  }
}
