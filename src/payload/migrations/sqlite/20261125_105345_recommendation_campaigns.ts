import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_rels_order_idx\` ON \`campaigns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_parent_idx\` ON \`campaigns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_path_idx\` ON \`campaigns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_products_id_idx\` ON \`campaigns_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`campaigns_variations_locales\` ADD \`title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_rels\`;`)
  await db.run(sql`ALTER TABLE \`campaigns_variations_locales\` DROP COLUMN \`title\`;`)
}
