import { Migration } from '@mikro-orm/migrations';

export class Migration20261123105640_sandbox_requires_action extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sandbox_payment_intents" drop constraint if exists "sandbox_payment_intents_status_check";`);

    this.addSql(
      `alter table "sandbox_payment_intents" add constraint "sandbox_payment_intents_status_check" check("status" in ('requires_payment_method', 'requires_action', 'succeeded', 'canceled'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sandbox_payment_intents" drop constraint if exists "sandbox_payment_intents_status_check";`);

    this.addSql(
      `alter table "sandbox_payment_intents" add constraint "sandbox_payment_intents_status_check" check("status" in ('requires_payment_method', 'succeeded', 'canceled'));`,
    );
  }
}
