import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_monitoring_vitals_page_type" AS ENUM('HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER');
  CREATE TYPE "public"."enum_monitoring_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TYPE "public"."enum_monitoring_beacons_kind" AS ENUM('vital', 'error');
  CREATE TYPE "public"."enum_monitoring_beacons_page_type" AS ENUM('HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER');
  CREATE TYPE "public"."enum_monitoring_beacons_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TABLE "monitoring_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"storefront" varchar NOT NULL,
  	"page_type" "enum_monitoring_vitals_page_type" NOT NULL,
  	"metric" "enum_monitoring_vitals_metric" NOT NULL,
  	"p75" numeric NOT NULL,
  	"count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "monitoring_errors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"storefront" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"browser" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "monitoring_beacons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_monitoring_beacons_kind" NOT NULL,
  	"day" varchar NOT NULL,
  	"storefront" varchar NOT NULL,
  	"page_type" "enum_monitoring_beacons_page_type" NOT NULL,
  	"page" varchar NOT NULL,
  	"browser" varchar NOT NULL,
  	"metric" "enum_monitoring_beacons_metric",
  	"value" numeric,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitoring_vitals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitoring_errors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monitoring_beacons_id" integer;
  CREATE INDEX "monitoring_vitals_day_idx" ON "monitoring_vitals" USING btree ("day");
  CREATE INDEX "monitoring_vitals_updated_at_idx" ON "monitoring_vitals" USING btree ("updated_at");
  CREATE INDEX "monitoring_vitals_created_at_idx" ON "monitoring_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_storefront_pageType_metric_idx" ON "monitoring_vitals" USING btree ("day","storefront","page_type","metric");
  CREATE INDEX "monitoring_errors_day_idx" ON "monitoring_errors" USING btree ("day");
  CREATE INDEX "monitoring_errors_updated_at_idx" ON "monitoring_errors" USING btree ("updated_at");
  CREATE INDEX "monitoring_errors_created_at_idx" ON "monitoring_errors" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_storefront_message_page_browser_idx" ON "monitoring_errors" USING btree ("day","storefront","message","page","browser");
  CREATE INDEX "monitoring_beacons_day_idx" ON "monitoring_beacons" USING btree ("day");
  CREATE INDEX "monitoring_beacons_updated_at_idx" ON "monitoring_beacons" USING btree ("updated_at");
  CREATE INDEX "monitoring_beacons_created_at_idx" ON "monitoring_beacons" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitoring_vitals_fk" FOREIGN KEY ("monitoring_vitals_id") REFERENCES "public"."monitoring_vitals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitoring_errors_fk" FOREIGN KEY ("monitoring_errors_id") REFERENCES "public"."monitoring_errors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monitoring_beacons_fk" FOREIGN KEY ("monitoring_beacons_id") REFERENCES "public"."monitoring_beacons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_monitoring_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("monitoring_vitals_id");
  CREATE INDEX "payload_locked_documents_rels_monitoring_errors_id_idx" ON "payload_locked_documents_rels" USING btree ("monitoring_errors_id");
  CREATE INDEX "payload_locked_documents_rels_monitoring_beacons_id_idx" ON "payload_locked_documents_rels" USING btree ("monitoring_beacons_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monitoring_vitals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monitoring_errors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "monitoring_beacons" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monitoring_vitals" CASCADE;
  DROP TABLE "monitoring_errors" CASCADE;
  DROP TABLE "monitoring_beacons" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitoring_vitals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitoring_errors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_monitoring_beacons_fk";
  
  DROP INDEX "payload_locked_documents_rels_monitoring_vitals_id_idx";
  DROP INDEX "payload_locked_documents_rels_monitoring_errors_id_idx";
  DROP INDEX "payload_locked_documents_rels_monitoring_beacons_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitoring_vitals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitoring_errors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monitoring_beacons_id";
  DROP TYPE "public"."enum_monitoring_vitals_page_type";
  DROP TYPE "public"."enum_monitoring_vitals_metric";
  DROP TYPE "public"."enum_monitoring_beacons_kind";
  DROP TYPE "public"."enum_monitoring_beacons_page_type";
  DROP TYPE "public"."enum_monitoring_beacons_metric";`)
}
