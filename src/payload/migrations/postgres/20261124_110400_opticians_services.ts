import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_opticians_services" AS ENUM('eyeTestConsultation', 'contactLensFitting', 'glassesFitting', 'varifocalCentering', 'eyeHealthCheck');
  CREATE TYPE "public"."enum_opticians_tags" AS ENUM('eyeTestGlasses', 'eyeTestContactLenses', 'onlineBooking', 'drivingLicenceEyeTest', 'eyeHealthCheck');
  CREATE TABLE "opticians_services" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_opticians_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "opticians_tags" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_opticians_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "opticians" ADD COLUMN "accepts_voucher" boolean DEFAULT false;
  ALTER TABLE "opticians" ADD COLUMN "bookable" boolean DEFAULT false;
  ALTER TABLE "opticians" ADD COLUMN "capacity" numeric DEFAULT 1;
  ALTER TABLE "opticians_services" ADD CONSTRAINT "opticians_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opticians"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "opticians_tags" ADD CONSTRAINT "opticians_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."opticians"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "opticians_services_order_idx" ON "opticians_services" USING btree ("order");
  CREATE INDEX "opticians_services_parent_idx" ON "opticians_services" USING btree ("parent_id");
  CREATE INDEX "opticians_tags_order_idx" ON "opticians_tags" USING btree ("order");
  CREATE INDEX "opticians_tags_parent_idx" ON "opticians_tags" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "opticians_services" CASCADE;
  DROP TABLE "opticians_tags" CASCADE;
  ALTER TABLE "opticians" DROP COLUMN "accepts_voucher";
  ALTER TABLE "opticians" DROP COLUMN "bookable";
  ALTER TABLE "opticians" DROP COLUMN "capacity";
  DROP TYPE "public"."enum_opticians_services";
  DROP TYPE "public"."enum_opticians_tags";`)
}
