import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082935_bilingual_pdf_format extends Migration {
  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`translations__temp_alter\` (\`id\` integer not null primary key autoincrement, \`order_number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('created', 'in-progress', 'completed', 'failed', 'cancelled')) not null default 'created', \`is_refunded\` integer not null default false, \`target_language_id\` integer not null, \`source_language\` text null, \`output_format\` text check (\`output_format\` in ('pdf', 'docx', 'bilingual-pdf')) not null, \`source_file_name\` text not null, \`source_blob_name\` text not null, \`source_sha256\` text not null, \`source_size_bytes\` integer not null, \`page_count\` integer not null, \`word_count\` integer null, \`image_only_pages\` json null, \`target_file_name\` text null, \`target_blob_name\` text null, \`page_price_cents\` integer not null, \`incentive_after_page\` integer null, \`incentive_page_price_cents\` integer null, \`sub_total_cents\` integer not null, \`currency\` text not null, \`output_notes\` json null, \`error_message\` text null, \`progress\` integer not null default 0, \`paid_at\` datetime null, \`started_at\` datetime null, \`completed_at\` datetime null, \`delivered_at\` datetime null, \`refund_requested_at\` datetime null, \`files_deleted_at\` datetime null, \`expires_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`translations_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on update cascade, constraint \`translations_target_language_id_foreign\` foreign key(\`target_language_id\`) references \`target_languages\`(\`id\`) on update cascade);`,
    );
    this.addSql(
      `insert into \`translations__temp_alter\` select \`id\`, \`order_number\`, \`user_id\`, \`status\`, \`is_refunded\`, \`target_language_id\`, \`source_language\`, \`output_format\`, \`source_file_name\`, \`source_blob_name\`, \`source_sha256\`, \`source_size_bytes\`, \`page_count\`, \`word_count\`, \`image_only_pages\`, \`target_file_name\`, \`target_blob_name\`, \`page_price_cents\`, \`incentive_after_page\`, \`incentive_page_price_cents\`, \`sub_total_cents\`, \`currency\`, \`output_notes\`, \`error_message\`, \`progress\`, \`paid_at\`, \`started_at\`, \`completed_at\`, \`delivered_at\`, \`refund_requested_at\`, \`files_deleted_at\`, \`expires_at\`, \`created_at\`, \`updated_at\` from \`translations\`;`,
    );
    this.addSql(`drop table \`translations\`;`);
    this.addSql(`alter table \`translations__temp_alter\` rename to \`translations\`;`);
    this.addSql(`create unique index \`translations_order_number_unique\` on \`translations\` (\`order_number\`);`);
    this.addSql(`create index \`translations_target_language_id_index\` on \`translations\` (\`target_language_id\`);`);
    this.addSql(`create index \`translations_status_expires_at_index\` on \`translations\` (\`status\`, \`expires_at\`);`);
    this.addSql(`create index \`translations_user_id_created_at_index\` on \`translations\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override async down(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`translations__temp_alter\` (\`id\` integer not null primary key autoincrement, \`order_number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('created', 'in-progress', 'completed', 'failed', 'cancelled')) not null default 'created', \`is_refunded\` integer not null default false, \`target_language_id\` integer not null, \`source_language\` text null, \`output_format\` text check (\`output_format\` in ('pdf', 'docx')) not null, \`source_file_name\` text not null, \`source_blob_name\` text not null, \`source_sha256\` text not null, \`source_size_bytes\` integer not null, \`page_count\` integer not null, \`word_count\` integer null, \`image_only_pages\` json null, \`target_file_name\` text null, \`target_blob_name\` text null, \`page_price_cents\` integer not null, \`incentive_after_page\` integer null, \`incentive_page_price_cents\` integer null, \`sub_total_cents\` integer not null, \`currency\` text not null, \`output_notes\` json null, \`error_message\` text null, \`progress\` integer not null default 0, \`paid_at\` datetime null, \`started_at\` datetime null, \`completed_at\` datetime null, \`delivered_at\` datetime null, \`refund_requested_at\` datetime null, \`files_deleted_at\` datetime null, \`expires_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`translations_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on update cascade, constraint \`translations_target_language_id_foreign\` foreign key(\`target_language_id\`) references \`target_languages\`(\`id\`) on update cascade);`,
    );
    this.addSql(
      `insert into \`translations__temp_alter\` select \`id\`, \`order_number\`, \`user_id\`, \`status\`, \`is_refunded\`, \`target_language_id\`, \`source_language\`, \`output_format\`, \`source_file_name\`, \`source_blob_name\`, \`source_sha256\`, \`source_size_bytes\`, \`page_count\`, \`word_count\`, \`image_only_pages\`, \`target_file_name\`, \`target_blob_name\`, \`page_price_cents\`, \`incentive_after_page\`, \`incentive_page_price_cents\`, \`sub_total_cents\`, \`currency\`, \`output_notes\`, \`error_message\`, \`progress\`, \`paid_at\`, \`started_at\`, \`completed_at\`, \`delivered_at\`, \`refund_requested_at\`, \`files_deleted_at\`, \`expires_at\`, \`created_at\`, \`updated_at\` from \`translations\`;`,
    );
    this.addSql(`drop table \`translations\`;`);
    this.addSql(`alter table \`translations__temp_alter\` rename to \`translations\`;`);
    this.addSql(`create unique index \`translations_order_number_unique\` on \`translations\` (\`order_number\`);`);
    this.addSql(`create index \`translations_target_language_id_index\` on \`translations\` (\`target_language_id\`);`);
    this.addSql(`create index \`translations_status_expires_at_index\` on \`translations\` (\`status\`, \`expires_at\`);`);
    this.addSql(`create index \`translations_user_id_created_at_index\` on \`translations\` (\`user_id\`, \`created_at\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
