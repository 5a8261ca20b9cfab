import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointments_status" AS ENUM('booked', 'cancelled');
  CREATE TYPE "public"."enum_appointments_service" AS ENUM('eyeTestConsultation', 'contactLensFitting', 'glassesFitting', 'varifocalCentering', 'eyeHealthCheck');
  CREATE TYPE "public"."enum_appointments_salutation" AS ENUM('woman', 'man', 'diverse');
  CREATE TYPE "public"."enum_appointments_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB');
  CREATE TABLE "appointments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_appointments_status" DEFAULT 'booked' NOT NULL,
  	"reference" varchar NOT NULL,
  	"optician_id" varchar NOT NULL,
  	"service" "enum_appointments_service" NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"salutation" "enum_appointments_salutation" NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"note" varchar,
  	"locale" "enum_appointments_locale" NOT NULL,
  	"sequence" numeric DEFAULT 0,
  	"cancelled_at" timestamp(3) with time zone,
  	"request_key" varchar,
  	"manage_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointment_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"optician" varchar NOT NULL,
  	"unit_start" timestamp(3) with time zone NOT NULL,
  	"seat" numeric NOT NULL,
  	"request_key" varchar NOT NULL,
  	"appointment" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_holds_id" integer;
  ALTER TABLE "appointments" ADD CONSTRAINT "appointments_optician_id_opticians_id_fk" FOREIGN KEY ("optician_id") REFERENCES "public"."opticians"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status");
  CREATE UNIQUE INDEX "appointments_reference_idx" ON "appointments" USING btree ("reference");
  CREATE INDEX "appointments_optician_idx" ON "appointments" USING btree ("optician_id");
  CREATE INDEX "appointments_start_idx" ON "appointments" USING btree ("start");
  CREATE UNIQUE INDEX "appointments_request_key_idx" ON "appointments" USING btree ("request_key");
  CREATE UNIQUE INDEX "appointments_manage_token_idx" ON "appointments" USING btree ("manage_token");
  CREATE INDEX "appointments_updated_at_idx" ON "appointments" USING btree ("updated_at");
  CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");
  CREATE UNIQUE INDEX "appointment_holds_key_idx" ON "appointment_holds" USING btree ("key");
  CREATE INDEX "appointment_holds_optician_idx" ON "appointment_holds" USING btree ("optician");
  CREATE INDEX "appointment_holds_unit_start_idx" ON "appointment_holds" USING btree ("unit_start");
  CREATE INDEX "appointment_holds_request_key_idx" ON "appointment_holds" USING btree ("request_key");
  CREATE INDEX "appointment_holds_appointment_idx" ON "appointment_holds" USING btree ("appointment");
  CREATE INDEX "appointment_holds_updated_at_idx" ON "appointment_holds" USING btree ("updated_at");
  CREATE INDEX "appointment_holds_created_at_idx" ON "appointment_holds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointments_fk" FOREIGN KEY ("appointments_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_holds_fk" FOREIGN KEY ("appointment_holds_id") REFERENCES "public"."appointment_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appointments_id_idx" ON "payload_locked_documents_rels" USING btree ("appointments_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_holds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointments" CASCADE;
  DROP TABLE "appointment_holds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_holds_fk";
  
  DROP INDEX "payload_locked_documents_rels_appointments_id_idx";
  DROP INDEX "payload_locked_documents_rels_appointment_holds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_holds_id";
  DROP TYPE "public"."enum_appointments_status";
  DROP TYPE "public"."enum_appointments_service";
  DROP TYPE "public"."enum_appointments_salutation";
  DROP TYPE "public"."enum_appointments_locale";`)
}
