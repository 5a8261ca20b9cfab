import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_badges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_badges_order_idx\` ON \`products_badges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_badges_parent_idx\` ON \`products_badges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_frame_face_shapes\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_frame_face_shapes_order_idx\` ON \`products_frame_face_shapes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_frame_face_shapes_parent_idx\` ON \`products_frame_face_shapes\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_frame_suitable_for\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_frame_suitable_for_order_idx\` ON \`products_frame_suitable_for\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_frame_suitable_for_parent_idx\` ON \`products_frame_suitable_for\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_frame_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`colour\` text,
  	\`tint\` text,
  	\`lens_width\` numeric,
  	\`lens_height\` numeric,
  	\`bridge\` numeric,
  	\`temple_length\` numeric,
  	\`total_width\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_frame_variants_order_idx\` ON \`products_frame_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_frame_variants_parent_id_idx\` ON \`products_frame_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_contact_lens_packages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lenses\` numeric,
  	\`prices_eur\` numeric,
  	\`prices_eur_sale\` numeric,
  	\`prices_chf\` numeric,
  	\`prices_chf_sale\` numeric,
  	\`prices_sek\` numeric,
  	\`prices_sek_sale\` numeric,
  	\`prices_nok\` numeric,
  	\`prices_nok_sale\` numeric,
  	\`prices_gbp\` numeric,
  	\`prices_gbp_sale\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_contact_lens_packages_order_idx\` ON \`products_contact_lens_packages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_contact_lens_packages_parent_id_idx\` ON \`products_contact_lens_packages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`brand_id\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`popularity\` numeric DEFAULT 0 NOT NULL,
  	\`arrival_date\` text NOT NULL,
  	\`frame_prices_eur\` numeric,
  	\`frame_prices_eur_sale\` numeric,
  	\`frame_prices_chf\` numeric,
  	\`frame_prices_chf_sale\` numeric,
  	\`frame_prices_sek\` numeric,
  	\`frame_prices_sek_sale\` numeric,
  	\`frame_prices_nok\` numeric,
  	\`frame_prices_nok_sale\` numeric,
  	\`frame_prices_gbp\` numeric,
  	\`frame_prices_gbp_sale\` numeric,
  	\`frame_shape\` text,
  	\`frame_material\` text,
  	\`frame_gender\` text,
  	\`contact_lens_lens_type\` text,
  	\`contact_lens_design\` text,
  	\`contact_lens_lens_parameters_base_curves\` text,
  	\`contact_lens_lens_parameters_diameter\` numeric,
  	\`contact_lens_lens_parameters_sphere_min\` numeric,
  	\`contact_lens_lens_parameters_sphere_max\` numeric,
  	\`contact_lens_lens_parameters_sphere_step\` numeric,
  	\`contact_lens_lens_parameters_cylinders\` text,
  	\`contact_lens_lens_parameters_axis_step\` numeric,
  	\`contact_lens_lens_parameters_additions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`products_kind_idx\` ON \`products\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`products_brand_idx\` ON \`products\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_locales_parent_id_idx\` ON \`products_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`brands_locales\` (
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_locales_locale_parent_id_unique\` ON \`brands_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_locales_parent_id_idx\` ON \`brands_locales\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` text REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brands_id\` text REFERENCES brands(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`products_badges\`;`)
  await db.run(sql`DROP TABLE \`products_frame_face_shapes\`;`)
  await db.run(sql`DROP TABLE \`products_frame_suitable_for\`;`)
  await db.run(sql`DROP TABLE \`products_frame_variants\`;`)
  await db.run(sql`DROP TABLE \`products_contact_lens_packages\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`opticians_id\` text,
  	\`campaigns_id\` integer,
  	\`campaign_stats_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opticians_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_stats_id\`) REFERENCES \`campaign_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "opticians_id", "campaigns_id", "campaign_stats_id") SELECT "id", "order", "parent_id", "path", "users_id", "opticians_id", "campaigns_id", "campaign_stats_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opticians_id_idx\` ON \`payload_locked_documents_rels\` (\`opticians_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
}
