import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_newsletter_subscriptions_country" AS ENUM('de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb');
  CREATE TYPE "public"."enum_newsletter_subscriptions_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB');
  CREATE TYPE "public"."enum_newsletter_subscriptions_salutation" AS ENUM('woman', 'man', 'diverse');
  CREATE TYPE "public"."enum_newsletter_subscriptions_category" AS ENUM('male', 'female', 'fullProductRange');
  CREATE TYPE "public"."enum_newsletter_subscriptions_consent_source" AS ENUM('page', 'modal');
  CREATE TYPE "public"."enum_vouchers_kind" AS ENUM('newsletter', 'eyeTest');
  CREATE TABLE "newsletter_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_newsletter_subscriptions_status" NOT NULL,
  	"key" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" "enum_newsletter_subscriptions_country" NOT NULL,
  	"locale" "enum_newsletter_subscriptions_locale" NOT NULL,
  	"salutation" "enum_newsletter_subscriptions_salutation",
  	"first_name" varchar,
  	"postal_code" varchar,
  	"category" "enum_newsletter_subscriptions_category" NOT NULL,
  	"consent_given_at" timestamp(3) with time zone NOT NULL,
  	"consent_source" "enum_newsletter_subscriptions_consent_source" NOT NULL,
  	"consent_text_version" varchar NOT NULL,
  	"consent_double_opt_in" boolean,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_vouchers_kind" NOT NULL,
  	"email" varchar,
  	"percent_off" numeric,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"max_redemptions" numeric DEFAULT 1 NOT NULL,
  	"redeemed_at" timestamp(3) with time zone,
  	"rules" jsonb,
  	"issued_for" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("status");
  CREATE UNIQUE INDEX "newsletter_subscriptions_key_idx" ON "newsletter_subscriptions" USING btree ("key");
  CREATE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");
  CREATE INDEX "newsletter_subscriptions_updated_at_idx" ON "newsletter_subscriptions" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscriptions_created_at_idx" ON "newsletter_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_email_idx" ON "vouchers" USING btree ("email");
  CREATE UNIQUE INDEX "vouchers_issued_for_idx" ON "vouchers" USING btree ("issued_for");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk" FOREIGN KEY ("newsletter_subscriptions_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_subscriptions" CASCADE;
  DROP TABLE "vouchers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletter_subscriptions_i_idx";
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  DROP TYPE "public"."enum_newsletter_subscriptions_status";
  DROP TYPE "public"."enum_newsletter_subscriptions_country";
  DROP TYPE "public"."enum_newsletter_subscriptions_locale";
  DROP TYPE "public"."enum_newsletter_subscriptions_salutation";
  DROP TYPE "public"."enum_newsletter_subscriptions_category";
  DROP TYPE "public"."enum_newsletter_subscriptions_consent_source";
  DROP TYPE "public"."enum_vouchers_kind";`)
}
