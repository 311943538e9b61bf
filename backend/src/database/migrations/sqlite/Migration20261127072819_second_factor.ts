import { Migration } from '@mikro-orm/migrations';

export class Migration20261127072819_second_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`second_factors\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`secret_ciphertext\` text not null, \`enabled_at\` datetime null, \`last_used_time_step\` integer null, \`created_at\` datetime not null, constraint \`second_factors_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create unique index \`second_factors_user_id_unique\` on \`second_factors\` (\`user_id\`);`);

    this.addSql(
      `create table \`recovery_codes\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`code_hash\` text not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`recovery_codes_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`recovery_codes_user_id_index\` on \`recovery_codes\` (\`user_id\`);`);
    this.addSql(`create index \`recovery_codes_user_id_code_hash_index\` on \`recovery_codes\` (\`user_id\`, \`code_hash\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`second_factors\`;`);

    this.addSql(`drop table if exists \`recovery_codes\`;`);
  }
}
