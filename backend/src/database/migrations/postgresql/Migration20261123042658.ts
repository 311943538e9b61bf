import { Migration } from '@mikro-orm/migrations';

export class Migration20261123042658 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "countries" ("id" serial primary key, "value" varchar(2) not null, "label" varchar(100) not null, "label_fr" varchar(100) not null, "currency" varchar(3) not null);`,
    );
    this.addSql(`alter table "countries" add constraint "countries_value_unique" unique ("value");`);

    this.addSql(
      `create table "future_products" ("id" serial primary key, "code" varchar(64) not null, "label" varchar(255) not null, "label_fr" varchar(255) not null, "description" text not null, "description_fr" text not null, "is_active" boolean not null default true);`,
    );
    this.addSql(`alter table "future_products" add constraint "future_products_code_unique" unique ("code");`);

    this.addSql(
      `create table "payg_price_plans" ("id" serial primary key, "page_price_cents" int not null, "currency" varchar(3) not null, "incentive_after_page" int null, "incentive_page_price_cents" int null);`,
    );

    this.addSql(
      `create table "processed_webhook_events" ("id" varchar(255) not null, "type" varchar(128) not null, "processed_at" timestamptz not null, constraint "processed_webhook_events_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "regions" ("id" serial primary key, "country_id" int not null, "value" varchar(8) not null, "label" varchar(100) not null, "label_fr" varchar(100) not null);`,
    );
    this.addSql(`alter table "regions" add constraint "regions_country_id_value_unique" unique ("country_id", "value");`);

    this.addSql(
      `create table "addresses" ("id" serial primary key, "street" varchar(255) not null, "city" varchar(100) not null, "region_id" int not null, "postal_code" varchar(16) not null, "country_id" int not null);`,
    );
    this.addSql(`create index "addresses_region_id_index" on "addresses" ("region_id");`);
    this.addSql(`create index "addresses_country_id_index" on "addresses" ("country_id");`);

    this.addSql(
      `create table "target_languages" ("id" serial primary key, "value" varchar(16) not null, "label" varchar(100) not null, "label_fr" varchar(100) not null, "is_active" boolean not null default true);`,
    );
    this.addSql(`alter table "target_languages" add constraint "target_languages_value_unique" unique ("value");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(255) not null, "google_subject" varchar(255) null, "password_hash" varchar(255) null, "language" text check ("language" in ('en', 'fr')) not null default 'en', "privacy_policy_version" varchar(32) null, "privacy_policy_accepted_at" timestamptz null, "terms_version" varchar(32) null, "terms_accepted_at" timestamptz null, "billing_address_id" int null, "organization_id" int null, "tokens_valid_after" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_google_subject_unique" unique ("google_subject");`);
    this.addSql(`alter table "users" add constraint "users_billing_address_id_unique" unique ("billing_address_id");`);
    this.addSql(`create index "users_organization_id_index" on "users" ("organization_id");`);

    this.addSql(
      `create table "translations" ("id" serial primary key, "order_number" varchar(32) not null, "user_id" int not null, "status" text check ("status" in ('created', 'in-progress', 'completed', 'failed', 'cancelled')) not null default 'created', "is_refunded" boolean not null default false, "target_language_id" int not null, "source_language" varchar(16) null, "output_format" text check ("output_format" in ('pdf', 'docx')) not null, "source_file_name" varchar(255) not null, "source_blob_name" varchar(255) not null, "source_sha256" varchar(64) not null, "source_size_bytes" int not null, "page_count" int not null, "word_count" int null, "image_only_pages" jsonb null, "target_file_name" varchar(255) null, "target_blob_name" varchar(255) null, "page_price_cents" int not null, "incentive_after_page" int null, "incentive_page_price_cents" int null, "sub_total_cents" int not null, "currency" varchar(3) not null, "error_message" text null, "progress" int not null default 0, "paid_at" timestamptz null, "started_at" timestamptz null, "completed_at" timestamptz null, "expires_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "translations" add constraint "translations_order_number_unique" unique ("order_number");`);
    this.addSql(`create index "translations_target_language_id_index" on "translations" ("target_language_id");`);
    this.addSql(`create index "translations_status_expires_at_index" on "translations" ("status", "expires_at");`);
    this.addSql(`create index "translations_user_id_created_at_index" on "translations" ("user_id", "created_at");`);

    this.addSql(
      `create table "payments" ("id" serial primary key, "translation_id" int not null, "user_id" int not null, "provider" text check ("provider" in ('stripe', 'sandbox')) not null, "provider_payment_id" varchar(255) not null, "idempotency_key" varchar(255) not null, "status" text check ("status" in ('uninitialized', 'requires_payment_method', 'requires_action', 'processing', 'succeeded', 'payment_failed', 'cancelled', 'refunded')) not null default 'uninitialized', "sub_total_cents" int not null, "tax_cents" int not null, "amount_cents" int not null, "currency" varchar(3) not null, "client_secret" varchar(255) null, "failure_message" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "payments_translation_id_index" on "payments" ("translation_id");`);
    this.addSql(`create index "payments_user_id_index" on "payments" ("user_id");`);
    this.addSql(`alter table "payments" add constraint "payments_provider_payment_id_unique" unique ("provider_payment_id");`);
    this.addSql(`alter table "payments" add constraint "payments_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(`create index "payments_status_index" on "payments" ("status");`);
    this.addSql(`create unique index payments_one_succeeded_per_translation on payments (translation_id) where status = 'succeeded';`);

    this.addSql(
      `create table "payment_taxes" ("id" serial primary key, "payment_id" int not null, "code" text check ("code" in ('GST', 'HST', 'QST', 'PST', 'RST')) not null, "display_name" varchar(64) not null, "rate_milli_percent" int not null, "amount_cents" int not null);`,
    );
    this.addSql(`create index "payment_taxes_payment_id_index" on "payment_taxes" ("payment_id");`);

    this.addSql(
      `create table "password_reset_tokens" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(128) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "contact_messages" ("id" serial primary key, "email" varchar(255) not null, "message" text not null, "user_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_messages_user_id_index" on "contact_messages" ("user_id");`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(
      `create table "account_managers" ("id" serial primary key, "user_id" int not null, "commission_rate_basis_points" int not null default 4000, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "account_managers" add constraint "account_managers_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "organizations" ("id" serial primary key, "label" varchar(255) not null, "is_public" boolean not null default false, "address_id" int null, "account_manager_id" int null, "payg_price_plan_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "organizations" add constraint "organizations_address_id_unique" unique ("address_id");`);
    this.addSql(`create index "organizations_account_manager_id_index" on "organizations" ("account_manager_id");`);
    this.addSql(`alter table "organizations" add constraint "organizations_payg_price_plan_id_unique" unique ("payg_price_plan_id");`);
    this.addSql(`create unique index organizations_one_public on organizations (is_public) where is_public = true;`);

    this.addSql(
      `create table "payg_sales" ("id" serial primary key, "translation_id" int not null, "payment_id" int not null, "user_id" int not null, "organization_id" int null, "account_manager_id" int null, "page_count" int not null, "order_number" varchar(32) not null, "sub_total_cents" int not null, "commission_cents" int not null, "currency" varchar(3) not null, "purchase_date" timestamptz not null);`,
    );
    this.addSql(`alter table "payg_sales" add constraint "payg_sales_translation_id_unique" unique ("translation_id");`);
    this.addSql(`create index "payg_sales_payment_id_index" on "payg_sales" ("payment_id");`);
    this.addSql(`create index "payg_sales_user_id_index" on "payg_sales" ("user_id");`);
    this.addSql(`create index "payg_sales_organization_id_index" on "payg_sales" ("organization_id");`);
    this.addSql(
      `create index "payg_sales_account_manager_id_purchase_date_index" on "payg_sales" ("account_manager_id", "purchase_date");`,
    );

    this.addSql(
      `create table "enterprise_registrations" ("id" serial primary key, "organization_id" int not null, "email" varchar(255) not null, "language" text check ("language" in ('en', 'fr')) not null default 'en', "activation_code_hash" varchar(255) not null, "expires_at" timestamptz not null, "is_delivered" boolean not null default false, "is_registered" boolean not null default false, "is_account_manager" boolean not null default false, "created_at" timestamptz not null, "registered_at" timestamptz null);`,
    );
    this.addSql(`create index "enterprise_registrations_organization_id_index" on "enterprise_registrations" ("organization_id");`);
    this.addSql(`create index "enterprise_registrations_email_index" on "enterprise_registrations" ("email");`);

    this.addSql(
      `create table "contacts" ("id" serial primary key, "organization_id" int not null, "name" varchar(255) not null, "email" varchar(255) null, "phone" varchar(32) null);`,
    );
    this.addSql(`create index "contacts_organization_id_index" on "contacts" ("organization_id");`);

    this.addSql(
      `create table "visitors" ("id" serial primary key, "day" varchar(10) not null, "visitor_hash" varchar(64) not null, "hits" int not null default 1, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null);`,
    );
    this.addSql(`alter table "visitors" add constraint "visitors_day_visitor_hash_unique" unique ("day", "visitor_hash");`);

    this.addSql(
      `create table "waitlist_users" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "reason" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "waitlist_users_product_id_index" on "waitlist_users" ("product_id");`);
    this.addSql(`alter table "waitlist_users" add constraint "waitlist_users_user_id_product_id_unique" unique ("user_id", "product_id");`);

    this.addSql(
      `alter table "regions" add constraint "regions_country_id_foreign" foreign key ("country_id") references "countries" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "addresses" add constraint "addresses_region_id_foreign" foreign key ("region_id") references "regions" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "addresses" add constraint "addresses_country_id_foreign" foreign key ("country_id") references "countries" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "users" add constraint "users_billing_address_id_foreign" foreign key ("billing_address_id") references "addresses" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "translations" add constraint "translations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "translations" add constraint "translations_target_language_id_foreign" foreign key ("target_language_id") references "target_languages" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_translation_id_foreign" foreign key ("translation_id") references "translations" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "payment_taxes" add constraint "payment_taxes_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "account_managers" add constraint "account_managers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "organizations" add constraint "organizations_address_id_foreign" foreign key ("address_id") references "addresses" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "organizations" add constraint "organizations_account_manager_id_foreign" foreign key ("account_manager_id") references "account_managers" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "organizations" add constraint "organizations_payg_price_plan_id_foreign" foreign key ("payg_price_plan_id") references "payg_price_plans" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "payg_sales" add constraint "payg_sales_translation_id_foreign" foreign key ("translation_id") references "translations" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payg_sales" add constraint "payg_sales_payment_id_foreign" foreign key ("payment_id") references "payments" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payg_sales" add constraint "payg_sales_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "payg_sales" add constraint "payg_sales_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "payg_sales" add constraint "payg_sales_account_manager_id_foreign" foreign key ("account_manager_id") references "account_managers" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "enterprise_registrations" add constraint "enterprise_registrations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "contacts" add constraint "contacts_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "waitlist_users" add constraint "waitlist_users_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "waitlist_users" add constraint "waitlist_users_product_id_foreign" foreign key ("product_id") references "future_products" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "regions" drop constraint "regions_country_id_foreign";`);

    this.addSql(`alter table "addresses" drop constraint "addresses_country_id_foreign";`);

    this.addSql(`alter table "waitlist_users" drop constraint "waitlist_users_product_id_foreign";`);

    this.addSql(`alter table "organizations" drop constraint "organizations_payg_price_plan_id_foreign";`);

    this.addSql(`alter table "addresses" drop constraint "addresses_region_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_billing_address_id_foreign";`);

    this.addSql(`alter table "organizations" drop constraint "organizations_address_id_foreign";`);

    this.addSql(`alter table "translations" drop constraint "translations_target_language_id_foreign";`);

    this.addSql(`alter table "translations" drop constraint "translations_user_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_user_id_foreign";`);

    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);

    this.addSql(`alter table "contact_messages" drop constraint "contact_messages_user_id_foreign";`);

    this.addSql(`alter table "account_managers" drop constraint "account_managers_user_id_foreign";`);

    this.addSql(`alter table "payg_sales" drop constraint "payg_sales_user_id_foreign";`);

    this.addSql(`alter table "waitlist_users" drop constraint "waitlist_users_user_id_foreign";`);

    this.addSql(`alter table "payments" drop constraint "payments_translation_id_foreign";`);

    this.addSql(`alter table "payg_sales" drop constraint "payg_sales_translation_id_foreign";`);

    this.addSql(`alter table "payment_taxes" drop constraint "payment_taxes_payment_id_foreign";`);

    this.addSql(`alter table "payg_sales" drop constraint "payg_sales_payment_id_foreign";`);

    this.addSql(`alter table "organizations" drop constraint "organizations_account_manager_id_foreign";`);

    this.addSql(`alter table "payg_sales" drop constraint "payg_sales_account_manager_id_foreign";`);

    this.addSql(`alter table "users" drop constraint "users_organization_id_foreign";`);

    this.addSql(`alter table "payg_sales" drop constraint "payg_sales_organization_id_foreign";`);

    this.addSql(`alter table "enterprise_registrations" drop constraint "enterprise_registrations_organization_id_foreign";`);

    this.addSql(`alter table "contacts" drop constraint "contacts_organization_id_foreign";`);

    this.addSql(`drop table if exists "countries" cascade;`);

    this.addSql(`drop table if exists "future_products" cascade;`);

    this.addSql(`drop table if exists "payg_price_plans" cascade;`);

    this.addSql(`drop table if exists "processed_webhook_events" cascade;`);

    this.addSql(`drop table if exists "regions" cascade;`);

    this.addSql(`drop table if exists "addresses" cascade;`);

    this.addSql(`drop table if exists "target_languages" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "translations" cascade;`);

    this.addSql(`drop table if exists "payments" cascade;`);

    this.addSql(`drop table if exists "payment_taxes" cascade;`);

    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);

    this.addSql(`drop table if exists "contact_messages" cascade;`);

    this.addSql(`drop table if exists "account_managers" cascade;`);

    this.addSql(`drop table if exists "organizations" cascade;`);

    this.addSql(`drop table if exists "payg_sales" cascade;`);

    this.addSql(`drop table if exists "enterprise_registrations" cascade;`);

    this.addSql(`drop table if exists "contacts" cascade;`);

    this.addSql(`drop table if exists "visitors" cascade;`);

    this.addSql(`drop table if exists "waitlist_users" cascade;`);
  }
}
