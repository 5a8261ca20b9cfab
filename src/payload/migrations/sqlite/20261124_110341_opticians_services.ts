import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`opticians_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opticians_services_order_idx\` ON \`opticians_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`opticians_services_parent_idx\` ON \`opticians_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`opticians_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`opticians_tags_order_idx\` ON \`opticians_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`opticians_tags_parent_idx\` ON \`opticians_tags\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`opticians\` ADD \`accepts_voucher\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`opticians\` ADD \`bookable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`opticians\` ADD \`capacity\` numeric DEFAULT 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`opticians_services\`;`)
  await db.run(sql`DROP TABLE \`opticians_tags\`;`)
  await db.run(sql`ALTER TABLE \`opticians\` DROP COLUMN \`accepts_voucher\`;`)
  await db.run(sql`ALTER TABLE \`opticians\` DROP COLUMN \`bookable\`;`)
  await db.run(sql`ALTER TABLE \`opticians\` DROP COLUMN \`capacity\`;`)
}
