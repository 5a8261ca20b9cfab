import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_badges" AS ENUM('new', 'sale', 'bestseller');
  CREATE TYPE "public"."enum_products_frame_face_shapes" AS ENUM('round', 'oval', 'square', 'heart', 'long');
  CREATE TYPE "public"."enum_products_frame_suitable_for" AS ENUM('varifocal', 'prescription');
  CREATE TYPE "public"."enum_products_frame_variants_colour" AS ENUM('black', 'tortoise', 'brown', 'gold', 'silver', 'gunmetal', 'blue', 'red', 'green', 'pink', 'transparent', 'white');
  CREATE TYPE "public"."enum_products_frame_variants_tint" AS ENUM('grey', 'brown', 'green', 'blueMirror', 'goldMirror', 'gradientGrey');
  CREATE TYPE "public"."enum_products_kind" AS ENUM('glasses', 'sunglasses', 'contactLenses');
  CREATE TYPE "public"."enum_products_frame_shape" AS ENUM('round', 'oval', 'rectangular', 'square', 'catEye', 'aviator', 'browline', 'butterfly');
  CREATE TYPE "public"."enum_products_frame_material" AS ENUM('acetate', 'metal', 'titanium', 'plastic', 'mixed');
  CREATE TYPE "public"."enum_products_frame_gender" AS ENUM('women', 'men', 'unisex', 'kids');
  CREATE TYPE "public"."enum_products_contact_lens_lens_type" AS ENUM('daily', 'twoWeekly', 'monthly');
  CREATE TYPE "public"."enum_products_contact_lens_design" AS ENUM('spherical', 'toric', 'multifocal');
  CREATE TABLE "products_badges" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_badges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_frame_face_shapes" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_frame_face_shapes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_frame_suitable_for" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_products_frame_suitable_for",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_frame_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"colour" "enum_products_frame_variants_colour",
  	"tint" "enum_products_frame_variants_tint",
  	"lens_width" numeric,
  	"lens_height" numeric,
  	"bridge" numeric,
  	"temple_length" numeric,
  	"total_width" numeric
  );
  
  CREATE TABLE "products_contact_lens_packages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"lenses" numeric,
  	"prices_eur" numeric,
  	"prices_eur_sale" numeric,
  	"prices_chf" numeric,
  	"prices_chf_sale" numeric,
  	"prices_sek" numeric,
  	"prices_sek_sale" numeric,
  	"prices_nok" numeric,
  	"prices_nok_sale" numeric,
  	"prices_gbp" numeric,
  	"prices_gbp_sale" numeric
  );
  
  CREATE TABLE "products" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_products_kind" NOT NULL,
  	"brand_id" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"popularity" numeric DEFAULT 0 NOT NULL,
  	"arrival_date" timestamp(3) with time zone NOT NULL,
  	"frame_prices_eur" numeric,
  	"frame_prices_eur_sale" numeric,
  	"frame_prices_chf" numeric,
  	"frame_prices_chf_sale" numeric,
  	"frame_prices_sek" numeric,
  	"frame_prices_sek_sale" numeric,
  	"frame_prices_nok" numeric,
  	"frame_prices_nok_sale" numeric,
  	"frame_prices_gbp" numeric,
  	"frame_prices_gbp_sale" numeric,
  	"frame_shape" "enum_products_frame_shape",
  	"frame_material" "enum_products_frame_material",
  	"frame_gender" "enum_products_frame_gender",
  	"contact_lens_lens_type" "enum_products_contact_lens_lens_type",
  	"contact_lens_design" "enum_products_contact_lens_design",
  	"contact_lens_lens_parameters_base_curves" varchar,
  	"contact_lens_lens_parameters_diameter" numeric,
  	"contact_lens_lens_parameters_sphere_min" numeric,
  	"contact_lens_lens_parameters_sphere_max" numeric,
  	"contact_lens_lens_parameters_sphere_step" numeric,
  	"contact_lens_lens_parameters_cylinders" varchar,
  	"contact_lens_lens_parameters_axis_step" numeric,
  	"contact_lens_lens_parameters_additions" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "brands_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" varchar;
  ALTER TABLE "products_badges" ADD CONSTRAINT "products_badges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_frame_face_shapes" ADD CONSTRAINT "products_frame_face_shapes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_frame_suitable_for" ADD CONSTRAINT "products_frame_suitable_for_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_frame_variants" ADD CONSTRAINT "products_frame_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_contact_lens_packages" ADD CONSTRAINT "products_contact_lens_packages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_locales" ADD CONSTRAINT "brands_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_badges_order_idx" ON "products_badges" USING btree ("order");
  CREATE INDEX "products_badges_parent_idx" ON "products_badges" USING btree ("parent_id");
  CREATE INDEX "products_frame_face_shapes_order_idx" ON "products_frame_face_shapes" USING btree ("order");
  CREATE INDEX "products_frame_face_shapes_parent_idx" ON "products_frame_face_shapes" USING btree ("parent_id");
  CREATE INDEX "products_frame_suitable_for_order_idx" ON "products_frame_suitable_for" USING btree ("order");
  CREATE INDEX "products_frame_suitable_for_parent_idx" ON "products_frame_suitable_for" USING btree ("parent_id");
  CREATE INDEX "products_frame_variants_order_idx" ON "products_frame_variants" USING btree ("_order");
  CREATE INDEX "products_frame_variants_parent_id_idx" ON "products_frame_variants" USING btree ("_parent_id");
  CREATE INDEX "products_contact_lens_packages_order_idx" ON "products_contact_lens_packages" USING btree ("_order");
  CREATE INDEX "products_contact_lens_packages_parent_id_idx" ON "products_contact_lens_packages" USING btree ("_parent_id");
  CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind");
  CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_locales_parent_id_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "brands_locales_locale_parent_id_unique" ON "brands_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "brands_locales_parent_id_idx" ON "brands_locales" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_badges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_frame_face_shapes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_frame_suitable_for" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_frame_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_contact_lens_packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_badges" CASCADE;
  DROP TABLE "products_frame_face_shapes" CASCADE;
  DROP TABLE "products_frame_suitable_for" CASCADE;
  DROP TABLE "products_frame_variants" CASCADE;
  DROP TABLE "products_contact_lens_packages" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brands_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  DROP TYPE "public"."enum_products_badges";
  DROP TYPE "public"."enum_products_frame_face_shapes";
  DROP TYPE "public"."enum_products_frame_suitable_for";
  DROP TYPE "public"."enum_products_frame_variants_colour";
  DROP TYPE "public"."enum_products_frame_variants_tint";
  DROP TYPE "public"."enum_products_kind";
  DROP TYPE "public"."enum_products_frame_shape";
  DROP TYPE "public"."enum_products_frame_material";
  DROP TYPE "public"."enum_products_frame_gender";
  DROP TYPE "public"."enum_products_contact_lens_lens_type";
  DROP TYPE "public"."enum_products_contact_lens_design";`)
}
