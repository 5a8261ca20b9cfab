import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "return_requests" ADD COLUMN "refund_reference" varchar;
  ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "return_requests" DROP COLUMN "refund_reference";
  ALTER TABLE "return_requests" DROP COLUMN "refunded_at";`)
}
