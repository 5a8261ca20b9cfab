import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_targeting_countries\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_targeting_countries_order_idx\` ON \`campaigns_targeting_countries\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_targeting_countries_parent_idx\` ON \`campaigns_targeting_countries\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_targeting_pages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_targeting_pages_order_idx\` ON \`campaigns_targeting_pages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_targeting_pages_parent_idx\` ON \`campaigns_targeting_pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_variations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`weight\` numeric DEFAULT 50 NOT NULL,
  	\`banner_text_color\` text,
  	\`banner_background_color\` text,
  	\`banner_countdown_end_date\` text,
  	\`strategy\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_variations_order_idx\` ON \`campaigns_variations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_variations_parent_id_idx\` ON \`campaigns_variations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_variations_locales\` (
  	\`banner_text\` text,
  	\`banner_link_target\` text,
  	\`banner_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns_variations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_variations_locales_locale_parent_id_unique\` ON \`campaigns_variations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_variations_locales_parent_id_idx\` ON \`campaigns_variations_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slot\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`priority\` numeric DEFAULT 0,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`targeting_url_pattern\` text,
  	\`targeting_audience\` text DEFAULT 'all' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_slot_idx\` ON \`campaigns\` (\`slot\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campaign_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`variation\` text NOT NULL,
  	\`day\` text NOT NULL,
  	\`impressions\` numeric DEFAULT 0 NOT NULL,
  	\`clicks\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campaign_stats_campaign_idx\` ON \`campaign_stats\` (\`campaign_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_updated_at_idx\` ON \`campaign_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaign_stats_created_at_idx\` ON \`campaign_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`campaign_variation_day_idx\` ON \`campaign_stats\` (\`campaign_id\`,\`variation\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaigns_id\` integer REFERENCES campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaign_stats_id\` integer REFERENCES campaign_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_targeting_countries\`;`)
  await db.run(sql`DROP TABLE \`campaigns_targeting_pages\`;`)
  await db.run(sql`DROP TABLE \`campaigns_variations\`;`)
  await db.run(sql`DROP TABLE \`campaigns_variations_locales\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`campaign_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`opticians_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opticians_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "opticians_id") SELECT "id", "order", "parent_id", "path", "users_id", "opticians_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opticians_id_idx\` ON \`payload_locked_documents_rels\` (\`opticians_id\`);`)
}
