import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`return_requests\` ADD \`refund_reference\` text;`)
  await db.run(sql`ALTER TABLE \`return_requests\` ADD \`refunded_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`return_requests\` DROP COLUMN \`refund_reference\`;`)
  await db.run(sql`ALTER TABLE \`return_requests\` DROP COLUMN \`refunded_at\`;`)
}
