import { Migration } from '@mikro-orm/migrations';

export class Migration20261127072827_second_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "second_factors" ("id" serial primary key, "user_id" int not null, "secret_ciphertext" varchar(255) not null, "enabled_at" timestamptz null, "last_used_time_step" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "second_factors" add constraint "second_factors_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "recovery_codes_user_id_code_hash_index" on "recovery_codes" ("user_id", "code_hash");`);

    this.addSql(
      `alter table "second_factors" add constraint "second_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "second_factors" cascade;`);

    this.addSql(`drop table if exists "recovery_codes" cascade;`);
  }
}
