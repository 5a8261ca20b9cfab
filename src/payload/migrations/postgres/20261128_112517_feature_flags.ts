import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feature_flags_storefronts_flag" AS ENUM('virtual-try-on', 'newsletter-modal', 'support-chat', 'recommendations');
  CREATE TYPE "public"."enum_feature_flags_storefronts_storefront" AS ENUM('de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb');
  CREATE TABLE "feature_flags_storefronts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flag" "enum_feature_flags_storefronts_flag" NOT NULL,
  	"storefront" "enum_feature_flags_storefronts_storefront" NOT NULL,
  	"enabled" boolean DEFAULT false
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"defaults_virtual_try_on" boolean DEFAULT true,
  	"defaults_newsletter_modal" boolean DEFAULT true,
  	"defaults_support_chat" boolean DEFAULT true,
  	"defaults_recommendations" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "feature_flags_storefronts" ADD CONSTRAINT "feature_flags_storefronts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "feature_flags_storefronts_order_idx" ON "feature_flags_storefronts" USING btree ("_order");
  CREATE INDEX "feature_flags_storefronts_parent_id_idx" ON "feature_flags_storefronts" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "feature_flags_storefronts" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TYPE "public"."enum_feature_flags_storefronts_flag";
  DROP TYPE "public"."enum_feature_flags_storefronts_storefront";`)
}
