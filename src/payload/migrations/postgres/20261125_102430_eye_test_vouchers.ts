import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_eye_test_vouchers_status" AS ENUM('issued', 'redeemed', 'cancelled');
  CREATE TABLE "eye_test_vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"issue_key" varchar NOT NULL,
  	"order_number" varchar NOT NULL,
  	"customer_id" integer,
  	"email" varchar NOT NULL,
  	"status" "enum_eye_test_vouchers_status" NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"redeemed_at" timestamp(3) with time zone,
  	"redeemed_by_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "optician_accounts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "optician_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"optician_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "eye_test_vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "optician_accounts_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "optician_accounts_id" integer;
  ALTER TABLE "eye_test_vouchers" ADD CONSTRAINT "eye_test_vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "eye_test_vouchers" ADD CONSTRAINT "eye_test_vouchers_redeemed_by_id_opticians_id_fk" FOREIGN KEY ("redeemed_by_id") REFERENCES "public"."opticians"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "optician_accounts_sessions" ADD CONSTRAINT "optician_accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."optician_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "optician_accounts" ADD CONSTRAINT "optician_accounts_optician_id_opticians_id_fk" FOREIGN KEY ("optician_id") REFERENCES "public"."opticians"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "eye_test_vouchers_code_idx" ON "eye_test_vouchers" USING btree ("code");
  CREATE UNIQUE INDEX "eye_test_vouchers_issue_key_idx" ON "eye_test_vouchers" USING btree ("issue_key");
  CREATE INDEX "eye_test_vouchers_order_number_idx" ON "eye_test_vouchers" USING btree ("order_number");
  CREATE INDEX "eye_test_vouchers_customer_idx" ON "eye_test_vouchers" USING btree ("customer_id");
  CREATE INDEX "eye_test_vouchers_redeemed_by_idx" ON "eye_test_vouchers" USING btree ("redeemed_by_id");
  CREATE INDEX "eye_test_vouchers_updated_at_idx" ON "eye_test_vouchers" USING btree ("updated_at");
  CREATE INDEX "eye_test_vouchers_created_at_idx" ON "eye_test_vouchers" USING btree ("created_at");
  CREATE INDEX "optician_accounts_sessions_order_idx" ON "optician_accounts_sessions" USING btree ("_order");
  CREATE INDEX "optician_accounts_sessions_parent_id_idx" ON "optician_accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "optician_accounts_optician_idx" ON "optician_accounts" USING btree ("optician_id");
  CREATE INDEX "optician_accounts_updated_at_idx" ON "optician_accounts" USING btree ("updated_at");
  CREATE INDEX "optician_accounts_created_at_idx" ON "optician_accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "optician_accounts_email_idx" ON "optician_accounts" USING btree ("email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_eye_test_vouchers_fk" FOREIGN KEY ("eye_test_vouchers_id") REFERENCES "public"."eye_test_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_optician_accounts_fk" FOREIGN KEY ("optician_accounts_id") REFERENCES "public"."optician_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_optician_accounts_fk" FOREIGN KEY ("optician_accounts_id") REFERENCES "public"."optician_accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_eye_test_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("eye_test_vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_optician_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("optician_accounts_id");
  CREATE INDEX "payload_preferences_rels_optician_accounts_id_idx" ON "payload_preferences_rels" USING btree ("optician_accounts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "eye_test_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "optician_accounts_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "optician_accounts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "eye_test_vouchers" CASCADE;
  DROP TABLE "optician_accounts_sessions" CASCADE;
  DROP TABLE "optician_accounts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_eye_test_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_optician_accounts_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_optician_accounts_fk";
  
  DROP INDEX "payload_locked_documents_rels_eye_test_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_optician_accounts_id_idx";
  DROP INDEX "payload_preferences_rels_optician_accounts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "eye_test_vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "optician_accounts_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "optician_accounts_id";
  DROP TYPE "public"."enum_eye_test_vouchers_status";`)
}
