import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_usp_bar_items_icon" AS ENUM('eyeTest', 'moneyBack', 'delivery', 'opticians', 'tryOn', 'voucher');
  CREATE TYPE "public"."enum_pages_blocks_product_carousel_source" AS ENUM('rule', 'list');
  CREATE TYPE "public"."enum_pages_blocks_product_carousel_kind" AS ENUM('glasses', 'sunglasses', 'contactLenses');
  CREATE TYPE "public"."enum__pages_v_blocks_usp_bar_items_icon" AS ENUM('eyeTest', 'moneyBack', 'delivery', 'opticians', 'tryOn', 'voucher');
  CREATE TYPE "public"."enum__pages_v_blocks_product_carousel_source" AS ENUM('rule', 'list');
  CREATE TYPE "public"."enum__pages_v_blocks_product_carousel_kind" AS ENUM('glasses', 'sunglasses', 'contactLenses');
  CREATE TYPE "public"."enum_support_requests_status" AS ENUM('open', 'answered', 'closed');
  CREATE TYPE "public"."enum_support_requests_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB');
  CREATE TABLE "pages_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_usp_bar_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_usp_bar_items_icon",
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_usp_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_grid_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"product_sku" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_pages_blocks_product_carousel_source" DEFAULT 'rule',
  	"kind" "enum_pages_blocks_product_carousel_kind" DEFAULT 'glasses',
  	"limit" numeric DEFAULT 12,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_store_review_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"minimum_rating" numeric DEFAULT 5,
  	"count" numeric DEFAULT 8,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_support_chat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" varchar,
  	"brands_id" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_usp_bar_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_usp_bar_items_icon",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_usp_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_grid_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"product_sku" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__pages_v_blocks_product_carousel_source" DEFAULT 'rule',
  	"kind" "enum__pages_v_blocks_product_carousel_kind" DEFAULT 'glasses',
  	"limit" numeric DEFAULT 12,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_store_review_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"minimum_rating" numeric DEFAULT 5,
  	"count" numeric DEFAULT 8,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"tracking_component_name" varchar,
  	"tracking_ab_test_name" varchar,
  	"tracking_ab_test_variation" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_support_chat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"products_id" varchar,
  	"brands_id" varchar
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w480_url" varchar,
  	"sizes_w480_width" numeric,
  	"sizes_w480_height" numeric,
  	"sizes_w480_mime_type" varchar,
  	"sizes_w480_filesize" numeric,
  	"sizes_w480_filename" varchar,
  	"sizes_w960_url" varchar,
  	"sizes_w960_width" numeric,
  	"sizes_w960_height" numeric,
  	"sizes_w960_mime_type" varchar,
  	"sizes_w960_filesize" numeric,
  	"sizes_w960_filename" varchar,
  	"sizes_w1600_url" varchar,
  	"sizes_w1600_width" numeric,
  	"sizes_w1600_height" numeric,
  	"sizes_w1600_mime_type" varchar,
  	"sizes_w1600_filesize" numeric,
  	"sizes_w1600_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "support_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_support_requests_status" DEFAULT 'open' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"locale" "enum_support_requests_locale" NOT NULL,
  	"transcript" jsonb,
  	"page" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "pages_slug_idx";
  DROP INDEX "_pages_v_version_version_slug_idx";
  ALTER TABLE "brands" ADD COLUMN "logo_id" integer;
  ALTER TABLE "pages" ADD COLUMN "environment" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "slug" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_environment" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_slug" varchar;
  -- The address became one per language: every language of a page keeps the address it had.
  UPDATE "pages_locales" SET "slug" = "pages"."slug" FROM "pages" WHERE "pages"."id" = "pages_locales"."_parent_id";
  UPDATE "_pages_v_locales" SET "version_slug" = "_pages_v"."version_slug" FROM "_pages_v" WHERE "_pages_v"."id" = "_pages_v_locales"."_parent_id";
  UPDATE "pages" SET "environment" = 'master';
  UPDATE "_pages_v" SET "version_environment" = 'master';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_requests_id" integer;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slider" ADD CONSTRAINT "pages_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_usp_bar_items" ADD CONSTRAINT "pages_blocks_usp_bar_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_usp_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_usp_bar" ADD CONSTRAINT "pages_blocks_usp_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_grid_teasers" ADD CONSTRAINT "pages_blocks_teaser_grid_teasers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_grid_teasers" ADD CONSTRAINT "pages_blocks_teaser_grid_teasers_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_grid_teasers" ADD CONSTRAINT "pages_blocks_teaser_grid_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teaser_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_grid" ADD CONSTRAINT "pages_blocks_teaser_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_link" ADD CONSTRAINT "pages_blocks_image_link_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_link" ADD CONSTRAINT "pages_blocks_image_link_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_link" ADD CONSTRAINT "pages_blocks_image_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_banner" ADD CONSTRAINT "pages_blocks_cta_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_banner" ADD CONSTRAINT "pages_blocks_cta_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_carousel" ADD CONSTRAINT "pages_blocks_product_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_logo_wall" ADD CONSTRAINT "pages_blocks_brand_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_store_review_carousel" ADD CONSTRAINT "pages_blocks_store_review_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter_teaser" ADD CONSTRAINT "pages_blocks_newsletter_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_support_chat" ADD CONSTRAINT "pages_blocks_support_chat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD CONSTRAINT "_pages_v_blocks_hero_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_usp_bar_items" ADD CONSTRAINT "_pages_v_blocks_usp_bar_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_usp_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_usp_bar" ADD CONSTRAINT "_pages_v_blocks_usp_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_grid_teasers" ADD CONSTRAINT "_pages_v_blocks_teaser_grid_teasers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_grid_teasers" ADD CONSTRAINT "_pages_v_blocks_teaser_grid_teasers_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_grid_teasers" ADD CONSTRAINT "_pages_v_blocks_teaser_grid_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teaser_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_grid" ADD CONSTRAINT "_pages_v_blocks_teaser_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_link" ADD CONSTRAINT "_pages_v_blocks_image_link_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_link" ADD CONSTRAINT "_pages_v_blocks_image_link_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_link" ADD CONSTRAINT "_pages_v_blocks_image_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_banner" ADD CONSTRAINT "_pages_v_blocks_cta_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_banner" ADD CONSTRAINT "_pages_v_blocks_cta_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_carousel" ADD CONSTRAINT "_pages_v_blocks_product_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_logo_wall" ADD CONSTRAINT "_pages_v_blocks_brand_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_review_carousel" ADD CONSTRAINT "_pages_v_blocks_store_review_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter_teaser" ADD CONSTRAINT "_pages_v_blocks_newsletter_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_support_chat" ADD CONSTRAINT "_pages_v_blocks_support_chat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_slider_slides_order_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_slides_parent_id_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_locale_idx" ON "pages_blocks_hero_slider_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_slider_slides_image_idx" ON "pages_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slider_slides_link_link_page_idx" ON "pages_blocks_hero_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_hero_slider_order_idx" ON "pages_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slider_parent_id_idx" ON "pages_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slider_path_idx" ON "pages_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_slider_locale_idx" ON "pages_blocks_hero_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_usp_bar_items_order_idx" ON "pages_blocks_usp_bar_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_usp_bar_items_parent_id_idx" ON "pages_blocks_usp_bar_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_usp_bar_items_locale_idx" ON "pages_blocks_usp_bar_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_usp_bar_order_idx" ON "pages_blocks_usp_bar" USING btree ("_order");
  CREATE INDEX "pages_blocks_usp_bar_parent_id_idx" ON "pages_blocks_usp_bar" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_usp_bar_path_idx" ON "pages_blocks_usp_bar" USING btree ("_path");
  CREATE INDEX "pages_blocks_usp_bar_locale_idx" ON "pages_blocks_usp_bar" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teaser_grid_teasers_order_idx" ON "pages_blocks_teaser_grid_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_grid_teasers_parent_id_idx" ON "pages_blocks_teaser_grid_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_grid_teasers_locale_idx" ON "pages_blocks_teaser_grid_teasers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teaser_grid_teasers_image_idx" ON "pages_blocks_teaser_grid_teasers" USING btree ("image_id");
  CREATE INDEX "pages_blocks_teaser_grid_teasers_link_link_page_idx" ON "pages_blocks_teaser_grid_teasers" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_teaser_grid_order_idx" ON "pages_blocks_teaser_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_grid_parent_id_idx" ON "pages_blocks_teaser_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_grid_path_idx" ON "pages_blocks_teaser_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_teaser_grid_locale_idx" ON "pages_blocks_teaser_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_link_order_idx" ON "pages_blocks_image_link" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_link_parent_id_idx" ON "pages_blocks_image_link" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_link_path_idx" ON "pages_blocks_image_link" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_link_locale_idx" ON "pages_blocks_image_link" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_link_image_idx" ON "pages_blocks_image_link" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_link_link_link_page_idx" ON "pages_blocks_image_link" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cta_banner_order_idx" ON "pages_blocks_cta_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_banner_parent_id_idx" ON "pages_blocks_cta_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_banner_path_idx" ON "pages_blocks_cta_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_banner_locale_idx" ON "pages_blocks_cta_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_cta_banner_link_link_page_idx" ON "pages_blocks_cta_banner" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_product_carousel_order_idx" ON "pages_blocks_product_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_carousel_parent_id_idx" ON "pages_blocks_product_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_carousel_path_idx" ON "pages_blocks_product_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_carousel_locale_idx" ON "pages_blocks_product_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_brand_logo_wall_order_idx" ON "pages_blocks_brand_logo_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_logo_wall_parent_id_idx" ON "pages_blocks_brand_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_logo_wall_path_idx" ON "pages_blocks_brand_logo_wall" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_logo_wall_locale_idx" ON "pages_blocks_brand_logo_wall" USING btree ("_locale");
  CREATE INDEX "pages_blocks_store_review_carousel_order_idx" ON "pages_blocks_store_review_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_store_review_carousel_parent_id_idx" ON "pages_blocks_store_review_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_store_review_carousel_path_idx" ON "pages_blocks_store_review_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_store_review_carousel_locale_idx" ON "pages_blocks_store_review_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_newsletter_teaser_order_idx" ON "pages_blocks_newsletter_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_teaser_parent_id_idx" ON "pages_blocks_newsletter_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_teaser_path_idx" ON "pages_blocks_newsletter_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_teaser_locale_idx" ON "pages_blocks_newsletter_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_support_chat_order_idx" ON "pages_blocks_support_chat" USING btree ("_order");
  CREATE INDEX "pages_blocks_support_chat_parent_id_idx" ON "pages_blocks_support_chat" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_support_chat_path_idx" ON "pages_blocks_support_chat" USING btree ("_path");
  CREATE INDEX "pages_blocks_support_chat_locale_idx" ON "pages_blocks_support_chat" USING btree ("_locale");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id","locale");
  CREATE INDEX "pages_rels_brands_id_idx" ON "pages_rels" USING btree ("brands_id","locale");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_order_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_parent_id_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_locale_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_image_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_link_link_page_idx" ON "_pages_v_blocks_hero_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_order_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slider_parent_id_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_path_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_slider_locale_idx" ON "_pages_v_blocks_hero_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_usp_bar_items_order_idx" ON "_pages_v_blocks_usp_bar_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_usp_bar_items_parent_id_idx" ON "_pages_v_blocks_usp_bar_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_usp_bar_items_locale_idx" ON "_pages_v_blocks_usp_bar_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_usp_bar_order_idx" ON "_pages_v_blocks_usp_bar" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_usp_bar_parent_id_idx" ON "_pages_v_blocks_usp_bar" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_usp_bar_path_idx" ON "_pages_v_blocks_usp_bar" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_usp_bar_locale_idx" ON "_pages_v_blocks_usp_bar" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teaser_grid_teasers_order_idx" ON "_pages_v_blocks_teaser_grid_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_grid_teasers_parent_id_idx" ON "_pages_v_blocks_teaser_grid_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_grid_teasers_locale_idx" ON "_pages_v_blocks_teaser_grid_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teaser_grid_teasers_image_idx" ON "_pages_v_blocks_teaser_grid_teasers" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_teaser_grid_teasers_link_link_page_idx" ON "_pages_v_blocks_teaser_grid_teasers" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_teaser_grid_order_idx" ON "_pages_v_blocks_teaser_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_grid_parent_id_idx" ON "_pages_v_blocks_teaser_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_grid_path_idx" ON "_pages_v_blocks_teaser_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teaser_grid_locale_idx" ON "_pages_v_blocks_teaser_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_link_order_idx" ON "_pages_v_blocks_image_link" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_link_parent_id_idx" ON "_pages_v_blocks_image_link" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_link_path_idx" ON "_pages_v_blocks_image_link" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_link_locale_idx" ON "_pages_v_blocks_image_link" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_link_image_idx" ON "_pages_v_blocks_image_link" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_link_link_link_page_idx" ON "_pages_v_blocks_image_link" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_cta_banner_order_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_banner_parent_id_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_banner_path_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_banner_locale_idx" ON "_pages_v_blocks_cta_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_cta_banner_link_link_page_idx" ON "_pages_v_blocks_cta_banner" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_product_carousel_order_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_carousel_parent_id_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_carousel_path_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_carousel_locale_idx" ON "_pages_v_blocks_product_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_brand_logo_wall_order_idx" ON "_pages_v_blocks_brand_logo_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_logo_wall_parent_id_idx" ON "_pages_v_blocks_brand_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_logo_wall_path_idx" ON "_pages_v_blocks_brand_logo_wall" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_logo_wall_locale_idx" ON "_pages_v_blocks_brand_logo_wall" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_store_review_carousel_order_idx" ON "_pages_v_blocks_store_review_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_store_review_carousel_parent_id_idx" ON "_pages_v_blocks_store_review_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_store_review_carousel_path_idx" ON "_pages_v_blocks_store_review_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_store_review_carousel_locale_idx" ON "_pages_v_blocks_store_review_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_newsletter_teaser_order_idx" ON "_pages_v_blocks_newsletter_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_teaser_parent_id_idx" ON "_pages_v_blocks_newsletter_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_teaser_path_idx" ON "_pages_v_blocks_newsletter_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_teaser_locale_idx" ON "_pages_v_blocks_newsletter_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_support_chat_order_idx" ON "_pages_v_blocks_support_chat" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_support_chat_parent_id_idx" ON "_pages_v_blocks_support_chat" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_support_chat_path_idx" ON "_pages_v_blocks_support_chat" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_support_chat_locale_idx" ON "_pages_v_blocks_support_chat" USING btree ("_locale");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id","locale");
  CREATE INDEX "_pages_v_rels_brands_id_idx" ON "_pages_v_rels" USING btree ("brands_id","locale");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w480_sizes_w480_filename_idx" ON "media" USING btree ("sizes_w480_filename");
  CREATE INDEX "media_sizes_w960_sizes_w960_filename_idx" ON "media" USING btree ("sizes_w960_filename");
  CREATE INDEX "media_sizes_w1600_sizes_w1600_filename_idx" ON "media" USING btree ("sizes_w1600_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status");
  CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at");
  CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_requests_fk" FOREIGN KEY ("support_requests_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "pages_environment_idx" ON "pages" USING btree ("environment");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "_pages_v_version_version_environment_idx" ON "_pages_v" USING btree ("version_environment");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_support_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("support_requests_id");
  ALTER TABLE "pages" DROP COLUMN "slug";
  ALTER TABLE "_pages_v" DROP COLUMN "version_slug";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_usp_bar_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_usp_bar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_grid_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_store_review_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_support_chat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_usp_bar_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_usp_bar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_grid_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_store_review_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_support_chat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_slider" CASCADE;
  DROP TABLE "pages_blocks_usp_bar_items" CASCADE;
  DROP TABLE "pages_blocks_usp_bar" CASCADE;
  DROP TABLE "pages_blocks_teaser_grid_teasers" CASCADE;
  DROP TABLE "pages_blocks_teaser_grid" CASCADE;
  DROP TABLE "pages_blocks_image_link" CASCADE;
  DROP TABLE "pages_blocks_cta_banner" CASCADE;
  DROP TABLE "pages_blocks_product_carousel" CASCADE;
  DROP TABLE "pages_blocks_brand_logo_wall" CASCADE;
  DROP TABLE "pages_blocks_store_review_carousel" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_newsletter_teaser" CASCADE;
  DROP TABLE "pages_blocks_support_chat" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_usp_bar_items" CASCADE;
  DROP TABLE "_pages_v_blocks_usp_bar" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_grid_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_image_link" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_product_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_logo_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_store_review_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_support_chat" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "support_requests" CASCADE;
  ALTER TABLE "brands" DROP CONSTRAINT "brands_logo_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_requests_fk";
  
  DROP INDEX "brands_logo_idx";
  DROP INDEX "pages_environment_idx";
  DROP INDEX "pages_slug_idx";
  DROP INDEX "_pages_v_version_version_environment_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_pages_v_version_version_slug_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_requests_id_idx";
  ALTER TABLE "pages" ADD COLUMN "slug" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_slug" varchar;
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  ALTER TABLE "brands" DROP COLUMN "logo_id";
  ALTER TABLE "pages" DROP COLUMN "environment";
  ALTER TABLE "pages_locales" DROP COLUMN "slug";
  ALTER TABLE "_pages_v" DROP COLUMN "version_environment";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_slug";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_requests_id";
  DROP TYPE "public"."enum_pages_blocks_usp_bar_items_icon";
  DROP TYPE "public"."enum_pages_blocks_product_carousel_source";
  DROP TYPE "public"."enum_pages_blocks_product_carousel_kind";
  DROP TYPE "public"."enum__pages_v_blocks_usp_bar_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_product_carousel_source";
  DROP TYPE "public"."enum__pages_v_blocks_product_carousel_kind";
  DROP TYPE "public"."enum_support_requests_status";
  DROP TYPE "public"."enum_support_requests_locale";`)
}
