import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text,
  	\`postal_code\` text,
  	\`category\` text NOT NULL,
  	\`consent_given_at\` text NOT NULL,
  	\`consent_source\` text NOT NULL,
  	\`consent_text_version\` text NOT NULL,
  	\`consent_double_opt_in\` integer,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_status_idx\` ON \`newsletter_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscriptions_key_idx\` ON \`newsletter_subscriptions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_email_idx\` ON \`newsletter_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_updated_at_idx\` ON \`newsletter_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscriptions_created_at_idx\` ON \`newsletter_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vouchers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`email\` text,
  	\`percent_off\` numeric,
  	\`valid_until\` text NOT NULL,
  	\`max_redemptions\` numeric DEFAULT 1 NOT NULL,
  	\`redeemed_at\` text,
  	\`rules\` text,
  	\`issued_for\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vouchers_code_idx\` ON \`vouchers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_email_idx\` ON \`vouchers\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vouchers_issued_for_idx\` ON \`vouchers\` (\`issued_for\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_updated_at_idx\` ON \`vouchers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_created_at_idx\` ON \`vouchers\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscriptions_id\` integer REFERENCES newsletter_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vouchers_id\` integer REFERENCES vouchers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`vouchers\`;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}
