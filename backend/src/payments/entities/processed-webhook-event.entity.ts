import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A provider webhook event already handled: events arrive duplicated, so repeats are skipped. */
@Entity({ tableName: 'processed_webhook_events' })
export class ProcessedWebhookEvent {
  /** The provider's event id, e.g. evt_…. */
  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'string', length: 128 })
  type!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  processedAt!: Date & Opt;
}
