import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_addresses_salutation" AS ENUM('woman', 'man', 'diverse');
  CREATE TYPE "public"."enum_customers_addresses_country" AS ENUM('de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb');
  CREATE TYPE "public"."enum_customers_salutation" AS ENUM('woman', 'man', 'diverse');
  CREATE TYPE "public"."enum_customers_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('awaitingPayment', 'paid', 'shipped', 'delivered', 'returned', 'paymentFailed', 'cancelled');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('EUR', 'CHF', 'SEK', 'NOK', 'GBP');
  CREATE TYPE "public"."enum_orders_shipping_address_salutation" AS ENUM('woman', 'man', 'diverse');
  CREATE TYPE "public"."enum_orders_shipping_address_country" AS ENUM('de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb');
  CREATE TYPE "public"."enum_orders_shipping_method" AS ENUM('standard', 'express');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'paypal', 'invoice', 'giftCard');
  CREATE TYPE "public"."enum_return_requests_reason" AS ENUM('notSatisfied', 'doesNotFit', 'defective', 'wrongItem', 'other');
  CREATE TYPE "public"."enum_return_requests_status" AS ENUM('requested', 'approved', 'received', 'refunded', 'rejected');
  CREATE TYPE "public"."enum_gift_cards_currency" AS ENUM('EUR', 'CHF', 'SEK', 'NOK', 'GBP');
  CREATE TABLE "customers_addresses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"salutation" "enum_customers_addresses_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_customers_addresses_country" NOT NULL
  );
  
  CREATE TABLE "customers_prescriptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"prescription" jsonb NOT NULL,
  	"saved_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salutation" "enum_customers_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"locale" "enum_customers_locale" DEFAULT 'de-DE' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"status" "enum_orders_status" NOT NULL,
  	"placement_key" varchar NOT NULL,
  	"access_token" varchar NOT NULL,
  	"owner" varchar NOT NULL,
  	"customer_id" integer,
  	"email" varchar NOT NULL,
  	"locale" "enum_orders_locale" NOT NULL,
  	"currency" "enum_orders_currency" NOT NULL,
  	"lines" jsonb NOT NULL,
  	"shipping_address_salutation" "enum_orders_shipping_address_salutation",
  	"shipping_address_first_name" varchar NOT NULL,
  	"shipping_address_last_name" varchar NOT NULL,
  	"shipping_address_street" varchar NOT NULL,
  	"shipping_address_postal_code" varchar NOT NULL,
  	"shipping_address_city" varchar NOT NULL,
  	"shipping_address_country" "enum_orders_shipping_address_country" NOT NULL,
  	"shipping_method" "enum_orders_shipping_method" NOT NULL,
  	"subtotal" numeric NOT NULL,
  	"discount" numeric NOT NULL,
  	"shipping" numeric NOT NULL,
  	"gift_card_amount" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"voucher_code" varchar,
  	"gift_card_code" varchar,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"payment_provider" varchar,
  	"payment_reference" varchar,
  	"payment_redirect_url" varchar,
  	"payment_decline_reason" varchar,
  	"reservations" jsonb,
  	"placed_at" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"shipped_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "return_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer,
  	"reason" "enum_return_requests_reason" NOT NULL,
  	"comment" varchar,
  	"status" "enum_return_requests_status" DEFAULT 'requested' NOT NULL,
  	"refund_amount" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stock_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar NOT NULL,
  	"quantity" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"order_number" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"currency" "enum_gift_cards_currency" NOT NULL,
  	"initial_balance" numeric NOT NULL,
  	"balance" numeric NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "return_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voucher_redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_cards_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "customers_id" integer;
  ALTER TABLE "customers_addresses" ADD CONSTRAINT "customers_addresses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_prescriptions" ADD CONSTRAINT "customers_prescriptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "customers_addresses_order_idx" ON "customers_addresses" USING btree ("_order");
  CREATE INDEX "customers_addresses_parent_id_idx" ON "customers_addresses" USING btree ("_parent_id");
  CREATE INDEX "customers_prescriptions_order_idx" ON "customers_prescriptions" USING btree ("_order");
  CREATE INDEX "customers_prescriptions_parent_id_idx" ON "customers_prescriptions" USING btree ("_parent_id");
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE UNIQUE INDEX "orders_placement_key_idx" ON "orders" USING btree ("placement_key");
  CREATE INDEX "orders_owner_idx" ON "orders" USING btree ("owner");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_voucher_code_idx" ON "orders" USING btree ("voucher_code");
  CREATE INDEX "orders_payment_payment_reference_idx" ON "orders" USING btree ("payment_reference");
  CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "return_requests_order_number_idx" ON "return_requests" USING btree ("order_number");
  CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");
  CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_id");
  CREATE INDEX "return_requests_updated_at_idx" ON "return_requests" USING btree ("updated_at");
  CREATE INDEX "return_requests_created_at_idx" ON "return_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "stock_items_sku_idx" ON "stock_items" USING btree ("sku");
  CREATE INDEX "stock_items_updated_at_idx" ON "stock_items" USING btree ("updated_at");
  CREATE INDEX "stock_items_created_at_idx" ON "stock_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "voucher_redemptions_key_idx" ON "voucher_redemptions" USING btree ("key");
  CREATE INDEX "voucher_redemptions_code_idx" ON "voucher_redemptions" USING btree ("code");
  CREATE INDEX "voucher_redemptions_order_number_idx" ON "voucher_redemptions" USING btree ("order_number");
  CREATE INDEX "voucher_redemptions_updated_at_idx" ON "voucher_redemptions" USING btree ("updated_at");
  CREATE INDEX "voucher_redemptions_created_at_idx" ON "voucher_redemptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code");
  CREATE INDEX "gift_cards_updated_at_idx" ON "gift_cards" USING btree ("updated_at");
  CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_return_requests_fk" FOREIGN KEY ("return_requests_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_items_fk" FOREIGN KEY ("stock_items_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_redemptions_fk" FOREIGN KEY ("voucher_redemptions_id") REFERENCES "public"."voucher_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_cards_fk" FOREIGN KEY ("gift_cards_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_return_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("return_requests_id");
  CREATE INDEX "payload_locked_documents_rels_stock_items_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_items_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_gift_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_cards_id");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers_addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_prescriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "return_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_addresses" CASCADE;
  DROP TABLE "customers_prescriptions" CASCADE;
  DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "return_requests" CASCADE;
  DROP TABLE "stock_items" CASCADE;
  DROP TABLE "voucher_redemptions" CASCADE;
  DROP TABLE "gift_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_return_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voucher_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_cards_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_customers_fk";
  
  DROP INDEX "payload_locked_documents_rels_customers_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_return_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_voucher_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_cards_id_idx";
  DROP INDEX "payload_preferences_rels_customers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "return_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voucher_redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_cards_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "customers_id";
  DROP TYPE "public"."enum_customers_addresses_salutation";
  DROP TYPE "public"."enum_customers_addresses_country";
  DROP TYPE "public"."enum_customers_salutation";
  DROP TYPE "public"."enum_customers_locale";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_orders_shipping_address_salutation";
  DROP TYPE "public"."enum_orders_shipping_address_country";
  DROP TYPE "public"."enum_orders_shipping_method";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_return_requests_reason";
  DROP TYPE "public"."enum_return_requests_status";
  DROP TYPE "public"."enum_gift_cards_currency";`)
}
