import { Migration } from '@mikro-orm/migrations';

export class Migration20261123052713_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "translations" add column "delivered_at" timestamptz null, add column "refund_requested_at" timestamptz null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "translations" drop column "delivered_at", drop column "refund_requested_at";`);
  }
}
