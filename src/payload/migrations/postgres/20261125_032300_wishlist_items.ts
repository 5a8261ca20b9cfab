import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "wishlist_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"owner" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"product_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wishlist_items_id" integer;
  CREATE UNIQUE INDEX "wishlist_items_key_idx" ON "wishlist_items" USING btree ("key");
  CREATE INDEX "wishlist_items_owner_idx" ON "wishlist_items" USING btree ("owner");
  CREATE INDEX "wishlist_items_sku_idx" ON "wishlist_items" USING btree ("sku");
  CREATE INDEX "wishlist_items_product_id_idx" ON "wishlist_items" USING btree ("product_id");
  CREATE INDEX "wishlist_items_updated_at_idx" ON "wishlist_items" USING btree ("updated_at");
  CREATE INDEX "wishlist_items_created_at_idx" ON "wishlist_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wishlist_items_fk" FOREIGN KEY ("wishlist_items_id") REFERENCES "public"."wishlist_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wishlist_items_id_idx" ON "payload_locked_documents_rels" USING btree ("wishlist_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wishlist_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wishlist_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wishlist_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_wishlist_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wishlist_items_id";`)
}
