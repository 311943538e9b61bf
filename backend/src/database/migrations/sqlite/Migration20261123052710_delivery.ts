import { Migration } from '@mikro-orm/migrations';

export class Migration20261123052710_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table \`translations\` add column \`delivered_at\` datetime null;`);
    this.addSql(`alter table \`translations\` add column \`refund_requested_at\` datetime null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table \`translations\` drop column \`delivered_at\`;`);
    this.addSql(`alter table \`translations\` drop column \`refund_requested_at\`;`);
  }
}
