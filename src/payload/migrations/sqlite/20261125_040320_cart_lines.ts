import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cart_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`product_id\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`configuration\` text,
  	\`request_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cart_lines_owner_idx\` ON \`cart_lines\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_product_id_idx\` ON \`cart_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cart_lines_request_key_idx\` ON \`cart_lines\` (\`request_key\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_updated_at_idx\` ON \`cart_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cart_lines_created_at_idx\` ON \`cart_lines\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cart_lines_id\` integer REFERENCES cart_lines(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_lines_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cart_lines\`;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}
