import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feature_flags_storefronts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flag\` text NOT NULL,
  	\`storefront\` text NOT NULL,
  	\`enabled\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_storefronts_order_idx\` ON \`feature_flags_storefronts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_storefronts_parent_id_idx\` ON \`feature_flags_storefronts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`defaults_virtual_try_on\` integer DEFAULT true,
  	\`defaults_newsletter_modal\` integer DEFAULT true,
  	\`defaults_support_chat\` integer DEFAULT true,
  	\`defaults_recommendations\` integer DEFAULT true,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feature_flags_storefronts\`;`)
  await db.run(sql`DROP TABLE \`feature_flags\`;`)
}
