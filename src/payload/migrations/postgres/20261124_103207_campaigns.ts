import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_campaigns_targeting_countries" AS ENUM('de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb');
  CREATE TYPE "public"."enum_campaigns_targeting_pages" AS ENUM('HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER');
  CREATE TYPE "public"."enum_campaigns_variations_strategy" AS ENUM('popularInCountry', 'similarToViewed', 'recentlyViewed');
  CREATE TYPE "public"."enum_campaigns_slot" AS ENUM('TOP_BANNER_CAMPAIGN', 'PRODUCT_RECOMMENDATION_ONE', 'PRODUCT_RECOMMENDATION_TWO', 'PRODUCT_RECOMMENDATION_THREE');
  CREATE TYPE "public"."enum_campaigns_targeting_audience" AS ENUM('all', 'new', 'returning');
  CREATE TABLE "campaigns_targeting_countries" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_campaigns_targeting_countries",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "campaigns_targeting_pages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_campaigns_targeting_pages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "campaigns_variations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"weight" numeric DEFAULT 50 NOT NULL,
  	"banner_text_color" varchar,
  	"banner_background_color" varchar,
  	"banner_countdown_end_date" timestamp(3) with time zone,
  	"strategy" "enum_campaigns_variations_strategy"
  );
  
  CREATE TABLE "campaigns_variations_locales" (
  	"banner_text" varchar,
  	"banner_link_target" varchar,
  	"banner_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slot" "enum_campaigns_slot" NOT NULL,
  	"active" boolean DEFAULT true,
  	"priority" numeric DEFAULT 0,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"targeting_url_pattern" varchar,
  	"targeting_audience" "enum_campaigns_targeting_audience" DEFAULT 'all' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campaign_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"variation" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"impressions" numeric DEFAULT 0 NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaign_stats_id" integer;
  ALTER TABLE "campaigns_targeting_countries" ADD CONSTRAINT "campaigns_targeting_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_targeting_pages" ADD CONSTRAINT "campaigns_targeting_pages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_variations" ADD CONSTRAINT "campaigns_variations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaigns_variations_locales" ADD CONSTRAINT "campaigns_variations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."campaigns_variations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "campaign_stats" ADD CONSTRAINT "campaign_stats_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "campaigns_targeting_countries_order_idx" ON "campaigns_targeting_countries" USING btree ("order");
  CREATE INDEX "campaigns_targeting_countries_parent_idx" ON "campaigns_targeting_countries" USING btree ("parent_id");
  CREATE INDEX "campaigns_targeting_pages_order_idx" ON "campaigns_targeting_pages" USING btree ("order");
  CREATE INDEX "campaigns_targeting_pages_parent_idx" ON "campaigns_targeting_pages" USING btree ("parent_id");
  CREATE INDEX "campaigns_variations_order_idx" ON "campaigns_variations" USING btree ("_order");
  CREATE INDEX "campaigns_variations_parent_id_idx" ON "campaigns_variations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "campaigns_variations_locales_locale_parent_id_unique" ON "campaigns_variations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "campaigns_variations_locales_parent_id_idx" ON "campaigns_variations_locales" USING btree ("_parent_id");
  CREATE INDEX "campaigns_slot_idx" ON "campaigns" USING btree ("slot");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "campaign_stats_campaign_idx" ON "campaign_stats" USING btree ("campaign_id");
  CREATE INDEX "campaign_stats_updated_at_idx" ON "campaign_stats" USING btree ("updated_at");
  CREATE INDEX "campaign_stats_created_at_idx" ON "campaign_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "campaign_variation_day_idx" ON "campaign_stats" USING btree ("campaign_id","variation","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaign_stats_fk" FOREIGN KEY ("campaign_stats_id") REFERENCES "public"."campaign_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_campaign_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("campaign_stats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "campaigns_targeting_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_targeting_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_variations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns_variations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "campaign_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "campaigns_targeting_countries" CASCADE;
  DROP TABLE "campaigns_targeting_pages" CASCADE;
  DROP TABLE "campaigns_variations" CASCADE;
  DROP TABLE "campaigns_variations_locales" CASCADE;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "campaign_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaign_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_campaign_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaign_stats_id";
  DROP TYPE "public"."enum_campaigns_targeting_countries";
  DROP TYPE "public"."enum_campaigns_targeting_pages";
  DROP TYPE "public"."enum_campaigns_variations_strategy";
  DROP TYPE "public"."enum_campaigns_slot";
  DROP TYPE "public"."enum_campaigns_targeting_audience";`)
}
