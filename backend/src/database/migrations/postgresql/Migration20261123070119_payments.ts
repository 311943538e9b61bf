import { Migration } from '@mikro-orm/migrations';

export class Migration20261123070119_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sandbox_payment_intents" ("id" varchar(64) not null, "idempotency_key" varchar(255) not null, "request_hash" varchar(64) not null, "client_secret" varchar(128) not null, "status" text check ("status" in ('requires_payment_method', 'succeeded', 'canceled')) not null, "amount_cents" int not null, "currency" varchar(3) not null, "metadata" jsonb not null, "last_error_code" varchar(64) null, "last_error_decline_code" varchar(64) null, "last_error_message" text null, "refund_id" varchar(64) null, "canceled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "sandbox_payment_intents_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "sandbox_payment_intents" add constraint "sandbox_payment_intents_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`alter table "sandbox_payment_intents" add constraint "sandbox_payment_intents_refund_id_unique" unique ("refund_id");`);

    this.addSql(
      `alter table "payments" add column "failure_code" varchar(64) null, add column "fulfilled_at" timestamptz null, add column "refund_requested_at" timestamptz null, add column "refund_id" varchar(255) null, add column "refund_attempts" int not null default 0;`,
    );

    this.addSql(`alter table "payment_taxes" add column "tax_id" varchar(32) not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sandbox_payment_intents" cascade;`);

    this.addSql(`alter table "payment_taxes" drop column "tax_id";`);

    this.addSql(
      `alter table "payments" drop column "failure_code", drop column "fulfilled_at", drop column "refund_requested_at", drop column "refund_id", drop column "refund_attempts";`,
    );
  }
}
