import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_campaigns_variations_strategy" ADD VALUE 'productList';
  CREATE TABLE "campaigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" varchar
  );
  
  ALTER TABLE "campaigns_variations_locales" ADD COLUMN "title" varchar;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_rels" ADD CONSTRAINT "campaigns_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "campaigns_rels_order_idx" ON "campaigns_rels" USING btree ("order");
  CREATE INDEX "campaigns_rels_parent_idx" ON "campaigns_rels" USING btree ("parent_id");
  CREATE INDEX "campaigns_rels_path_idx" ON "campaigns_rels" USING btree ("path");
  CREATE INDEX "campaigns_rels_products_id_idx" ON "campaigns_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "campaigns_rels" CASCADE;
  ALTER TABLE "campaigns_variations" ALTER COLUMN "strategy" SET DATA TYPE text;
  DROP TYPE "public"."enum_campaigns_variations_strategy";
  CREATE TYPE "public"."enum_campaigns_variations_strategy" AS ENUM('popularInCountry', 'similarToViewed', 'recentlyViewed');
  ALTER TABLE "campaigns_variations" ALTER COLUMN "strategy" SET DATA TYPE "public"."enum_campaigns_variations_strategy" USING "strategy"::"public"."enum_campaigns_variations_strategy";
  ALTER TABLE "campaigns_variations_locales" DROP COLUMN "title";`)
}
