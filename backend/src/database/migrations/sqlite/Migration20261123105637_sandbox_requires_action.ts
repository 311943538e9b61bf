import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105637_sandbox_requires_action extends Migration {
  override async up(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`sandbox_payment_intents__temp_alter\` (\`id\` text not null, \`idempotency_key\` text not null, \`request_hash\` text not null, \`client_secret\` text not null, \`status\` text check (\`status\` in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')) not null, \`amount_cents\` integer not null, \`currency\` text not null, \`metadata\` json not null, \`last_error_code\` text null, \`last_error_decline_code\` text null, \`last_error_message\` text null, \`refund_id\` text null, \`canceled_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`,
    );
    this.addSql(
      `insert into \`sandbox_payment_intents__temp_alter\` select \`id\`, \`idempotency_key\`, \`request_hash\`, \`client_secret\`, \`status\`, \`amount_cents\`, \`currency\`, \`metadata\`, \`last_error_code\`, \`last_error_decline_code\`, \`last_error_message\`, \`refund_id\`, \`canceled_at\`, \`created_at\`, \`updated_at\` from \`sandbox_payment_intents\`;`,
    );
    this.addSql(`drop table \`sandbox_payment_intents\`;`);
    this.addSql(`alter table \`sandbox_payment_intents__temp_alter\` rename to \`sandbox_payment_intents\`;`);
    this.addSql(
      `create unique index \`sandbox_payment_intents_idempotency_key_unique\` on \`sandbox_payment_intents\` (\`idempotency_key\`);`,
    );
    this.addSql(`create unique index \`sandbox_payment_intents_refund_id_unique\` on \`sandbox_payment_intents\` (\`refund_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override async down(): Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`sandbox_payment_intents__temp_alter\` (\`id\` text not null, \`idempotency_key\` text not null, \`request_hash\` text not null, \`client_secret\` text not null, \`status\` text check (\`status\` in ('requires_payment_method', 'succeeded', 'canceled')) not null, \`amount_cents\` integer not null, \`currency\` text not null, \`metadata\` json not null, \`last_error_code\` text null, \`last_error_decline_code\` text null, \`last_error_message\` text null, \`refund_id\` text null, \`canceled_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, primary key (\`id\`));`,
    );
    this.addSql(
      `insert into \`sandbox_payment_intents__temp_alter\` select \`id\`, \`idempotency_key\`, \`request_hash\`, \`client_secret\`, \`status\`, \`amount_cents\`, \`currency\`, \`metadata\`, \`last_error_code\`, \`last_error_decline_code\`, \`last_error_message\`, \`refund_id\`, \`canceled_at\`, \`created_at\`, \`updated_at\` from \`sandbox_payment_intents\`;`,
    );
    this.addSql(`drop table \`sandbox_payment_intents\`;`);
    this.addSql(`alter table \`sandbox_payment_intents__temp_alter\` rename to \`sandbox_payment_intents\`;`);
    this.addSql(
      `create unique index \`sandbox_payment_intents_idempotency_key_unique\` on \`sandbox_payment_intents\` (\`idempotency_key\`);`,
    );
    this.addSql(`create unique index \`sandbox_payment_intents_refund_id_unique\` on \`sandbox_payment_intents\` (\`refund_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
