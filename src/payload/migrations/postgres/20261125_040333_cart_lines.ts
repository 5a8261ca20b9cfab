import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cart_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"product_id" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"configuration" jsonb,
  	"request_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cart_lines_id" integer;
  CREATE INDEX "cart_lines_owner_idx" ON "cart_lines" USING btree ("owner");
  CREATE INDEX "cart_lines_product_id_idx" ON "cart_lines" USING btree ("product_id");
  CREATE UNIQUE INDEX "cart_lines_request_key_idx" ON "cart_lines" USING btree ("request_key");
  CREATE INDEX "cart_lines_updated_at_idx" ON "cart_lines" USING btree ("updated_at");
  CREATE INDEX "cart_lines_created_at_idx" ON "cart_lines" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_lines_fk" FOREIGN KEY ("cart_lines_id") REFERENCES "public"."cart_lines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cart_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_lines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cart_lines" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cart_lines" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cart_lines_fk";
  
  DROP INDEX "payload_locked_documents_rels_cart_lines_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cart_lines_id";`)
}
