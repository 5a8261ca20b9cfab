import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_image_link" ADD COLUMN "caption" varchar;
  ALTER TABLE "_pages_v_blocks_image_link" ADD COLUMN "caption" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_image_link" DROP COLUMN "caption";
  ALTER TABLE "_pages_v_blocks_image_link" DROP COLUMN "caption";`)
}
