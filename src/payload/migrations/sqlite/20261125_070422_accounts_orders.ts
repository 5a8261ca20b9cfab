import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers_addresses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_addresses_order_idx\` ON \`customers_addresses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_addresses_parent_id_idx\` ON \`customers_addresses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_prescriptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`prescription\` text NOT NULL,
  	\`saved_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_prescriptions_order_idx\` ON \`customers_prescriptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_prescriptions_parent_id_idx\` ON \`customers_prescriptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`locale\` text DEFAULT 'de-DE' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`placement_key\` text NOT NULL,
  	\`access_token\` text NOT NULL,
  	\`owner\` text NOT NULL,
  	\`customer_id\` integer,
  	\`email\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`lines\` text NOT NULL,
  	\`shipping_address_salutation\` text,
  	\`shipping_address_first_name\` text NOT NULL,
  	\`shipping_address_last_name\` text NOT NULL,
  	\`shipping_address_street\` text NOT NULL,
  	\`shipping_address_postal_code\` text NOT NULL,
  	\`shipping_address_city\` text NOT NULL,
  	\`shipping_address_country\` text NOT NULL,
  	\`shipping_method\` text NOT NULL,
  	\`subtotal\` numeric NOT NULL,
  	\`discount\` numeric NOT NULL,
  	\`shipping\` numeric NOT NULL,
  	\`gift_card_amount\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`voucher_code\` text,
  	\`gift_card_code\` text,
  	\`payment_method\` text NOT NULL,
  	\`payment_provider\` text,
  	\`payment_reference\` text,
  	\`payment_redirect_url\` text,
  	\`payment_decline_reason\` text,
  	\`reservations\` text,
  	\`placed_at\` text NOT NULL,
  	\`paid_at\` text,
  	\`shipped_at\` text,
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_placement_key_idx\` ON \`orders\` (\`placement_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_owner_idx\` ON \`orders\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_voucher_code_idx\` ON \`orders\` (\`voucher_code\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_payment_reference_idx\` ON \`orders\` (\`payment_reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_at_idx\` ON \`orders\` (\`placed_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`return_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`reason\` text NOT NULL,
  	\`comment\` text,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`refund_amount\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`return_requests_order_number_idx\` ON \`return_requests\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`return_requests_order_idx\` ON \`return_requests\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`return_requests_customer_idx\` ON \`return_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`return_requests_updated_at_idx\` ON \`return_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`return_requests_created_at_idx\` ON \`return_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stock_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text NOT NULL,
  	\`quantity\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stock_items_sku_idx\` ON \`stock_items\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`stock_items_updated_at_idx\` ON \`stock_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_items_created_at_idx\` ON \`stock_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`voucher_redemptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`voucher_redemptions_key_idx\` ON \`voucher_redemptions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`voucher_redemptions_code_idx\` ON \`voucher_redemptions\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`voucher_redemptions_order_number_idx\` ON \`voucher_redemptions\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`voucher_redemptions_updated_at_idx\` ON \`voucher_redemptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`voucher_redemptions_created_at_idx\` ON \`voucher_redemptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gift_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`currency\` text NOT NULL,
  	\`initial_balance\` numeric NOT NULL,
  	\`balance\` numeric NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_cards_code_idx\` ON \`gift_cards\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_updated_at_idx\` ON \`gift_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_created_at_idx\` ON \`gift_cards\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`return_requests_id\` integer REFERENCES return_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stock_items_id\` integer REFERENCES stock_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`voucher_redemptions_id\` integer REFERENCES voucher_redemptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gift_cards_id\` integer REFERENCES gift_cards(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_return_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`return_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_items_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`customers_id\` integer REFERENCES customers(id);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customers_addresses\`;`)
  await db.run(sql`DROP TABLE \`customers_prescriptions\`;`)
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`return_requests\`;`)
  await db.run(sql`DROP TABLE \`stock_items\`;`)
  await db.run(sql`DROP TABLE \`voucher_redemptions\`;`)
  await db.run(sql`DROP TABLE \`gift_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`products_id\` text,
  	\`brands_id\` text,
  	\`reviews_id\` integer,
  	\`opticians_id\` text,
  	\`appointments_id\` integer,
  	\`appointment_holds_id\` integer,
  	\`campaigns_id\` integer,
  	\`campaign_stats_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`vouchers_id\` integer,
  	\`wishlist_items_id\` integer,
  	\`cart_lines_id\` integer,
  	\`mail_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opticians_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_holds_id\`) REFERENCES \`appointment_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_stats_id\`) REFERENCES \`campaign_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wishlist_items_id\`) REFERENCES \`wishlist_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_lines_id\`) REFERENCES \`cart_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opticians_id_idx\` ON \`payload_locked_documents_rels\` (\`opticians_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_holds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wishlist_items_id_idx\` ON \`payload_locked_documents_rels\` (\`wishlist_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
}
