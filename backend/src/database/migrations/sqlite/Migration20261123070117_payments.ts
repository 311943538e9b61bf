import { Migration } from '@mikro-orm/migrations';

export class Migration20261123070117_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`sandbox_payment_intents\` (\`id\` text not null, \`idempotency_key\` text not null, \`request_hash\` text not null, \`client_secret\` text not null, \`status\` text check (\`status\` in ('requires_payment_method', 'succeeded', 'canceled')) not null, \`amount_cents\` integer not null, \`currency\` text not null, \`metadata\` json not null, \`last_error_code\` text null, \`last_error_decline_code\` text null, \`last_error_message\` text null, \`refund_id\` text null, \`canceled_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`,
    );
    this.addSql(
      `create unique index \`sandbox_payment_intents_idempotency_key_unique\` on \`sandbox_payment_intents\` (\`idempotency_key\`);`,
    );
    this.addSql(`create unique index \`sandbox_payment_intents_refund_id_unique\` on \`sandbox_payment_intents\` (\`refund_id\`);`);

    this.addSql(`alter table \`payments\` add column \`failure_code\` text null;`);
    this.addSql(`alter table \`payments\` add column \`fulfilled_at\` datetime null;`);
    this.addSql(`alter table \`payments\` add column \`refund_requested_at\` datetime null;`);
    this.addSql(`alter table \`payments\` add column \`refund_id\` text null;`);
    this.addSql(`alter table \`payments\` add column \`refund_attempts\` integer not null default 0;`);

    this.addSql(`alter table \`payment_taxes\` add column \`tax_id\` text not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`sandbox_payment_intents\`;`);

    this.addSql(`alter table \`payments\` drop column \`failure_code\`;`);
    this.addSql(`alter table \`payments\` drop column \`fulfilled_at\`;`);
    this.addSql(`alter table \`payments\` drop column \`refund_requested_at\`;`);
    this.addSql(`alter table \`payments\` drop column \`refund_id\`;`);
    this.addSql(`alter table \`payments\` drop column \`refund_attempts\`;`);

    this.addSql(`alter table \`payment_taxes\` drop column \`tax_id\`;`);
  }
}
