import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042655 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table \`countries\` (\`id\` integer not null primary key autoincrement, \`value\` text not null, \`label\` text not null, \`label_fr\` text not null, \`currency\` text not null);`,
    );
    this.addSql(`create unique index \`countries_value_unique\` on \`countries\` (\`value\`);`);

    this.addSql(
      `create table \`future_products\` (\`id\` integer not null primary key autoincrement, \`code\` text not null, \`label\` text not null, \`label_fr\` text not null, \`description\` text not null, \`description_fr\` text not null, \`is_active\` integer not null default true);`,
    );
    this.addSql(`create unique index \`future_products_code_unique\` on \`future_products\` (\`code\`);`);

    this.addSql(
      `create table \`payg_price_plans\` (\`id\` integer not null primary key autoincrement, \`page_price_cents\` integer not null, \`currency\` text not null, \`incentive_after_page\` integer null, \`incentive_page_price_cents\` integer null);`,
    );

    this.addSql(
      `create table \`processed_webhook_events\` (\`id\` text not null, \`type\` text not null, \`processed_at\` datetime not null, primary key (\`id\`));`,
    );

    this.addSql(
      `create table \`regions\` (\`id\` integer not null primary key autoincrement, \`country_id\` integer not null, \`value\` text not null, \`label\` text not null, \`label_fr\` text not null, constraint \`regions_country_id_foreign\` foreign key(\`country_id\`) references \`countries\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create unique index \`regions_country_id_value_unique\` on \`regions\` (\`country_id\`, \`value\`);`);

    this.addSql(
      `create table \`addresses\` (\`id\` integer not null primary key autoincrement, \`street\` text not null, \`city\` text not null, \`region_id\` integer not null, \`postal_code\` text not null, \`country_id\` integer not null, constraint \`addresses_region_id_foreign\` foreign key(\`region_id\`) references \`regions\`(\`id\`) on update cascade, constraint \`addresses_country_id_foreign\` foreign key(\`country_id\`) references \`countries\`(\`id\`) on update cascade);`,
    );
    this.addSql(`create index \`addresses_region_id_index\` on \`addresses\` (\`region_id\`);`);
    this.addSql(`create index \`addresses_country_id_index\` on \`addresses\` (\`country_id\`);`);

    this.addSql(
      `create table \`target_languages\` (\`id\` integer not null primary key autoincrement, \`value\` text not null, \`label\` text not null, \`label_fr\` text not null, \`is_active\` integer not null default true);`,
    );
    this.addSql(`create unique index \`target_languages_value_unique\` on \`target_languages\` (\`value\`);`);

    this.addSql(
      `create table \`users\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`google_subject\` text null, \`password_hash\` text null, \`language\` text check (\`language\` in ('en', 'fr')) not null default 'en', \`privacy_policy_version\` text null, \`privacy_policy_accepted_at\` datetime null, \`terms_version\` text null, \`terms_accepted_at\` datetime null, \`billing_address_id\` integer null, \`organization_id\` integer null, \`tokens_valid_after\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`users_billing_address_id_foreign\` foreign key(\`billing_address_id\`) references \`addresses\`(\`id\`) on delete set null on update cascade, constraint \`users_organization_id_foreign\` foreign key(\`organization_id\`) references \`organizations\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_google_subject_unique\` on \`users\` (\`google_subject\`);`);
    this.addSql(`create unique index \`users_billing_address_id_unique\` on \`users\` (\`billing_address_id\`);`);
    this.addSql(`create index \`users_organization_id_index\` on \`users\` (\`organization_id\`);`);

    this.addSql(
      `create table \`translations\` (\`id\` integer not null primary key autoincrement, \`order_number\` text not null, \`user_id\` integer not null, \`status\` text check (\`status\` in ('created', 'in-progress', 'completed', 'failed', 'cancelled')) not null default 'created', \`is_refunded\` integer not null default false, \`target_language_id\` integer not null, \`source_language\` text null, \`output_format\` text check (\`output_format\` in ('pdf', 'docx')) not null, \`source_file_name\` text not null, \`source_blob_name\` text not null, \`source_sha256\` text not null, \`source_size_bytes\` integer not null, \`page_count\` integer not null, \`word_count\` integer null, \`image_only_pages\` json null, \`target_file_name\` text null, \`target_blob_name\` text null, \`page_price_cents\` integer not null, \`incentive_after_page\` integer null, \`incentive_page_price_cents\` integer null, \`sub_total_cents\` integer not null, \`currency\` text not null, \`error_message\` text null, \`progress\` integer not null default 0, \`paid_at\` datetime null, \`started_at\` datetime null, \`completed_at\` datetime null, \`expires_at\` datetime null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`translations_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on update cascade, constraint \`translations_target_language_id_foreign\` foreign key(\`target_language_id\`) references \`target_languages\`(\`id\`) on update cascade);`,
    );
    this.addSql(`create unique index \`translations_order_number_unique\` on \`translations\` (\`order_number\`);`);
    this.addSql(`create index \`translations_target_language_id_index\` on \`translations\` (\`target_language_id\`);`);
    this.addSql(`create index \`translations_status_expires_at_index\` on \`translations\` (\`status\`, \`expires_at\`);`);
    this.addSql(`create index \`translations_user_id_created_at_index\` on \`translations\` (\`user_id\`, \`created_at\`);`);

    this.addSql(
      `create table \`payments\` (\`id\` integer not null primary key autoincrement, \`translation_id\` integer not null, \`user_id\` integer not null, \`provider\` text check (\`provider\` in ('stripe', 'sandbox')) not null, \`provider_payment_id\` text not null, \`idempotency_key\` text not null, \`status\` text check (\`status\` in ('uninitialized', 'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'payment_failed', 'cancelled', 'refunded')) not null default 'uninitialized', \`sub_total_cents\` integer not null, \`tax_cents\` integer not null, \`amount_cents\` integer not null, \`currency\` text not null, \`client_secret\` text null, \`failure_message\` text null, \`created_at\` datetime not null, \`updated_at\` datetime not null, constraint \`payments_translation_id_foreign\` foreign key(\`translation_id\`) references \`translations\`(\`id\`) on update cascade, constraint \`payments_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on update cascade);`,
    );
    this.addSql(`create index \`payments_translation_id_index\` on \`payments\` (\`translation_id\`);`);
    this.addSql(`create index \`payments_user_id_index\` on \`payments\` (\`user_id\`);`);
    this.addSql(`create unique index \`payments_provider_payment_id_unique\` on \`payments\` (\`provider_payment_id\`);`);
    this.addSql(`create unique index \`payments_idempotency_key_unique\` on \`payments\` (\`idempotency_key\`);`);
    this.addSql(`create index \`payments_status_index\` on \`payments\` (\`status\`);`);
    this.addSql(`create unique index payments_one_succeeded_per_translation on payments (translation_id) where status = 'succeeded';`);

    this.addSql(
      `create table \`payment_taxes\` (\`id\` integer not null primary key autoincrement, \`payment_id\` integer not null, \`code\` text check (\`code\` in ('GST', 'HST', 'QST', 'PST', 'RST')) not null, \`display_name\` text not null, \`rate_milli_percent\` integer not null, \`amount_cents\` integer not null, constraint \`payment_taxes_payment_id_foreign\` foreign key(\`payment_id\`) references \`payments\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`payment_taxes_payment_id_index\` on \`payment_taxes\` (\`payment_id\`);`);

    this.addSql(
      `create table \`password_reset_tokens\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`token_hash\` text not null, \`expires_at\` datetime not null, \`used_at\` datetime null, \`created_at\` datetime not null, constraint \`password_reset_tokens_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`password_reset_tokens_user_id_index\` on \`password_reset_tokens\` (\`user_id\`);`);
    this.addSql(`create unique index \`password_reset_tokens_token_hash_unique\` on \`password_reset_tokens\` (\`token_hash\`);`);

    this.addSql(
      `create table \`contact_messages\` (\`id\` integer not null primary key autoincrement, \`email\` text not null, \`message\` text not null, \`user_id\` integer null, \`created_at\` datetime not null, constraint \`contact_messages_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create index \`contact_messages_user_id_index\` on \`contact_messages\` (\`user_id\`);`);
    this.addSql(`create index \`contact_messages_created_at_index\` on \`contact_messages\` (\`created_at\`);`);

    this.addSql(
      `create table \`account_managers\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`commission_rate_basis_points\` integer not null default 4000, \`created_at\` datetime not null, constraint \`account_managers_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create unique index \`account_managers_user_id_unique\` on \`account_managers\` (\`user_id\`);`);

    this.addSql(
      `create table \`organizations\` (\`id\` integer not null primary key autoincrement, \`label\` text not null, \`is_public\` integer not null default false, \`address_id\` integer null, \`account_manager_id\` integer null, \`payg_price_plan_id\` integer not null, \`created_at\` datetime not null, constraint \`organizations_address_id_foreign\` foreign key(\`address_id\`) references \`addresses\`(\`id\`) on delete set null on update cascade, constraint \`organizations_account_manager_id_foreign\` foreign key(\`account_manager_id\`) references \`account_managers\`(\`id\`) on delete set null on update cascade, constraint \`organizations_payg_price_plan_id_foreign\` foreign key(\`payg_price_plan_id\`) references \`payg_price_plans\`(\`id\`) on update cascade);`,
    );
    this.addSql(`create unique index \`organizations_address_id_unique\` on \`organizations\` (\`address_id\`);`);
    this.addSql(`create index \`organizations_account_manager_id_index\` on \`organizations\` (\`account_manager_id\`);`);
    this.addSql(`create unique index \`organizations_payg_price_plan_id_unique\` on \`organizations\` (\`payg_price_plan_id\`);`);
    this.addSql(`create unique index organizations_one_public on organizations (is_public) where is_public = true;`);

    this.addSql(
      `create table \`payg_sales\` (\`id\` integer not null primary key autoincrement, \`translation_id\` integer not null, \`payment_id\` integer not null, \`user_id\` integer not null, \`organization_id\` integer null, \`account_manager_id\` integer null, \`page_count\` integer not null, \`order_number\` text not null, \`sub_total_cents\` integer not null, \`commission_cents\` integer not null, \`currency\` text not null, \`purchase_date\` datetime not null, constraint \`payg_sales_translation_id_foreign\` foreign key(\`translation_id\`) references \`translations\`(\`id\`) on update cascade, constraint \`payg_sales_payment_id_foreign\` foreign key(\`payment_id\`) references \`payments\`(\`id\`) on update cascade, constraint \`payg_sales_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on update cascade, constraint \`payg_sales_organization_id_foreign\` foreign key(\`organization_id\`) references \`organizations\`(\`id\`) on delete set null on update cascade, constraint \`payg_sales_account_manager_id_foreign\` foreign key(\`account_manager_id\`) references \`account_managers\`(\`id\`) on delete set null on update cascade);`,
    );
    this.addSql(`create unique index \`payg_sales_translation_id_unique\` on \`payg_sales\` (\`translation_id\`);`);
    this.addSql(`create index \`payg_sales_payment_id_index\` on \`payg_sales\` (\`payment_id\`);`);
    this.addSql(`create index \`payg_sales_user_id_index\` on \`payg_sales\` (\`user_id\`);`);
    this.addSql(`create index \`payg_sales_organization_id_index\` on \`payg_sales\` (\`organization_id\`);`);
    this.addSql(
      `create index \`payg_sales_account_manager_id_purchase_date_index\` on \`payg_sales\` (\`account_manager_id\`, \`purchase_date\`);`,
    );

    this.addSql(
      `create table \`enterprise_registrations\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`email\` text not null, \`language\` text check (\`language\` in ('en', 'fr')) not null default 'en', \`activation_code_hash\` text not null, \`expires_at\` datetime not null, \`is_delivered\` integer not null default false, \`is_registered\` integer not null default false, \`is_account_manager\` integer not null default false, \`created_at\` datetime not null, \`registered_at\` datetime null, constraint \`enterprise_registrations_organization_id_foreign\` foreign key(\`organization_id\`) references \`organizations\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`enterprise_registrations_organization_id_index\` on \`enterprise_registrations\` (\`organization_id\`);`);
    this.addSql(`create index \`enterprise_registrations_email_index\` on \`enterprise_registrations\` (\`email\`);`);

    this.addSql(
      `create table \`contacts\` (\`id\` integer not null primary key autoincrement, \`organization_id\` integer not null, \`name\` text not null, \`email\` text null, \`phone\` text null, constraint \`contacts_organization_id_foreign\` foreign key(\`organization_id\`) references \`organizations\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`contacts_organization_id_index\` on \`contacts\` (\`organization_id\`);`);

    this.addSql(
      `create table \`visitors\` (\`id\` integer not null primary key autoincrement, \`day\` text not null, \`visitor_hash\` text not null, \`hits\` integer not null default 1, \`first_seen_at\` datetime not null, \`last_seen_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`visitors_day_visitor_hash_unique\` on \`visitors\` (\`day\`, \`visitor_hash\`);`);

    this.addSql(
      `create table \`waitlist_users\` (\`id\` integer not null primary key autoincrement, \`user_id\` integer not null, \`product_id\` integer not null, \`reason\` text not null, \`created_at\` datetime not null, constraint \`waitlist_users_user_id_foreign\` foreign key(\`user_id\`) references \`users\`(\`id\`) on delete cascade on update cascade, constraint \`waitlist_users_product_id_foreign\` foreign key(\`product_id\`) references \`future_products\`(\`id\`) on delete cascade on update cascade);`,
    );
    this.addSql(`create index \`waitlist_users_product_id_index\` on \`waitlist_users\` (\`product_id\`);`);
    this.addSql(`create unique index \`waitlist_users_user_id_product_id_unique\` on \`waitlist_users\` (\`user_id\`, \`product_id\`);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists \`processed_webhook_events\`;`);

    this.addSql(`drop table if exists \`payment_taxes\`;`);

    this.addSql(`drop table if exists \`password_reset_tokens\`;`);

    this.addSql(`drop table if exists \`contact_messages\`;`);

    this.addSql(`drop table if exists \`payg_sales\`;`);

    this.addSql(`drop table if exists \`payments\`;`);

    this.addSql(`drop table if exists \`translations\`;`);

    this.addSql(`drop table if exists \`target_languages\`;`);

    this.addSql(`drop table if exists \`enterprise_registrations\`;`);

    this.addSql(`drop table if exists \`contacts\`;`);

    this.addSql(`drop table if exists \`visitors\`;`);

    this.addSql(`drop table if exists \`waitlist_users\`;`);

    this.addSql(`drop table if exists \`future_products\`;`);

    this.addSql(`drop table if exists \`countries\`;`);

    this.addSql(`drop table if exists \`payg_price_plans\`;`);

    this.addSql(`drop table if exists \`regions\`;`);

    this.addSql(`drop table if exists \`addresses\`;`);

    this.addSql(`drop table if exists \`users\`;`);

    this.addSql(`drop table if exists \`organizations\`;`);

    this.addSql(`drop table if exists \`account_managers\`;`);
  }
}
