import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`monitoring_vitals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`storefront\` text NOT NULL,
  	\`page_type\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`p75\` numeric NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`monitoring_vitals_day_idx\` ON \`monitoring_vitals\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_vitals_updated_at_idx\` ON \`monitoring_vitals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_vitals_created_at_idx\` ON \`monitoring_vitals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_storefront_pageType_metric_idx\` ON \`monitoring_vitals\` (\`day\`,\`storefront\`,\`page_type\`,\`metric\`);`)
  await db.run(sql`CREATE TABLE \`monitoring_errors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`storefront\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`browser\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`monitoring_errors_day_idx\` ON \`monitoring_errors\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_errors_updated_at_idx\` ON \`monitoring_errors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_errors_created_at_idx\` ON \`monitoring_errors\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_storefront_message_page_browser_idx\` ON \`monitoring_errors\` (\`day\`,\`storefront\`,\`message\`,\`page\`,\`browser\`);`)
  await db.run(sql`CREATE TABLE \`monitoring_beacons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`storefront\` text NOT NULL,
  	\`page_type\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`browser\` text NOT NULL,
  	\`metric\` text,
  	\`value\` numeric,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`monitoring_beacons_day_idx\` ON \`monitoring_beacons\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_beacons_updated_at_idx\` ON \`monitoring_beacons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`monitoring_beacons_created_at_idx\` ON \`monitoring_beacons\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`monitoring_vitals_id\` integer REFERENCES monitoring_vitals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`monitoring_errors_id\` integer REFERENCES monitoring_errors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`monitoring_beacons_id\` integer REFERENCES monitoring_beacons(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monitoring_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`monitoring_vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monitoring_errors_id_idx\` ON \`payload_locked_documents_rels\` (\`monitoring_errors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_monitoring_beacons_id_idx\` ON \`payload_locked_documents_rels\` (\`monitoring_beacons_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`monitoring_vitals\`;`)
  await db.run(sql`DROP TABLE \`monitoring_errors\`;`)
  await db.run(sql`DROP TABLE \`monitoring_beacons\`;`)
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
  	\`customers_id\` integer,
  	\`orders_id\` integer,
  	\`return_requests_id\` integer,
  	\`stock_items_id\` integer,
  	\`voucher_redemptions_id\` integer,
  	\`gift_cards_id\` integer,
  	\`eye_test_vouchers_id\` integer,
  	\`optician_accounts_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`support_requests_id\` integer,
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
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`return_requests_id\`) REFERENCES \`return_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_items_id\`) REFERENCES \`stock_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_redemptions_id\`) REFERENCES \`voucher_redemptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_cards_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`eye_test_vouchers_id\`) REFERENCES \`eye_test_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`optician_accounts_id\`) REFERENCES \`optician_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "customers_id", "orders_id", "return_requests_id", "stock_items_id", "voucher_redemptions_id", "gift_cards_id", "eye_test_vouchers_id", "optician_accounts_id", "pages_id", "media_id", "support_requests_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "customers_id", "orders_id", "return_requests_id", "stock_items_id", "voucher_redemptions_id", "gift_cards_id", "eye_test_vouchers_id", "optician_accounts_id", "pages_id", "media_id", "support_requests_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_return_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`return_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_items_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_eye_test_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`eye_test_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_optician_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`optician_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}
