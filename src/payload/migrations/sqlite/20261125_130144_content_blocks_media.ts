import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_order_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_parent_id_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_locale_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_image_idx\` ON \`pages_blocks_hero_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_link_link_page_idx\` ON \`pages_blocks_hero_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_order_idx\` ON \`pages_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_parent_id_idx\` ON \`pages_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_path_idx\` ON \`pages_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_locale_idx\` ON \`pages_blocks_hero_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_usp_bar_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_usp_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_items_order_idx\` ON \`pages_blocks_usp_bar_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_items_parent_id_idx\` ON \`pages_blocks_usp_bar_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_items_locale_idx\` ON \`pages_blocks_usp_bar_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_usp_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_order_idx\` ON \`pages_blocks_usp_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_parent_id_idx\` ON \`pages_blocks_usp_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_path_idx\` ON \`pages_blocks_usp_bar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_usp_bar_locale_idx\` ON \`pages_blocks_usp_bar\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_grid_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teaser_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_teasers_order_idx\` ON \`pages_blocks_teaser_grid_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_teasers_parent_id_idx\` ON \`pages_blocks_teaser_grid_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_teasers_locale_idx\` ON \`pages_blocks_teaser_grid_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_teasers_image_idx\` ON \`pages_blocks_teaser_grid_teasers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_teasers_link_link_page_idx\` ON \`pages_blocks_teaser_grid_teasers\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_order_idx\` ON \`pages_blocks_teaser_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_parent_id_idx\` ON \`pages_blocks_teaser_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_path_idx\` ON \`pages_blocks_teaser_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_grid_locale_idx\` ON \`pages_blocks_teaser_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`product_sku\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_order_idx\` ON \`pages_blocks_image_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_parent_id_idx\` ON \`pages_blocks_image_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_path_idx\` ON \`pages_blocks_image_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_locale_idx\` ON \`pages_blocks_image_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_image_idx\` ON \`pages_blocks_image_link\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_link_link_page_idx\` ON \`pages_blocks_image_link\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_order_idx\` ON \`pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_parent_id_idx\` ON \`pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_path_idx\` ON \`pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_locale_idx\` ON \`pages_blocks_cta_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_link_link_page_idx\` ON \`pages_blocks_cta_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'rule',
  	\`kind\` text DEFAULT 'glasses',
  	\`limit\` numeric DEFAULT 12,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_carousel_order_idx\` ON \`pages_blocks_product_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_carousel_parent_id_idx\` ON \`pages_blocks_product_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_carousel_path_idx\` ON \`pages_blocks_product_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_carousel_locale_idx\` ON \`pages_blocks_product_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brand_logo_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logo_wall_order_idx\` ON \`pages_blocks_brand_logo_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logo_wall_parent_id_idx\` ON \`pages_blocks_brand_logo_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logo_wall_path_idx\` ON \`pages_blocks_brand_logo_wall\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_logo_wall_locale_idx\` ON \`pages_blocks_brand_logo_wall\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_store_review_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`minimum_rating\` numeric DEFAULT 5,
  	\`count\` numeric DEFAULT 8,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_review_carousel_order_idx\` ON \`pages_blocks_store_review_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_review_carousel_parent_id_idx\` ON \`pages_blocks_store_review_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_review_carousel_path_idx\` ON \`pages_blocks_store_review_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_review_carousel_locale_idx\` ON \`pages_blocks_store_review_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_locale_idx\` ON \`pages_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_locale_idx\` ON \`pages_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_teaser_order_idx\` ON \`pages_blocks_newsletter_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_teaser_parent_id_idx\` ON \`pages_blocks_newsletter_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_teaser_path_idx\` ON \`pages_blocks_newsletter_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_teaser_locale_idx\` ON \`pages_blocks_newsletter_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_support_chat\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_chat_order_idx\` ON \`pages_blocks_support_chat\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_chat_parent_id_idx\` ON \`pages_blocks_support_chat\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_chat_path_idx\` ON \`pages_blocks_support_chat\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_support_chat_locale_idx\` ON \`pages_blocks_support_chat\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`products_id\` text,
  	\`brands_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_brands_id_idx\` ON \`pages_rels\` (\`brands_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_order_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_locale_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_image_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_link_link_page_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_order_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_parent_id_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_path_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_locale_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_usp_bar_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_usp_bar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_items_order_idx\` ON \`_pages_v_blocks_usp_bar_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_items_parent_id_idx\` ON \`_pages_v_blocks_usp_bar_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_items_locale_idx\` ON \`_pages_v_blocks_usp_bar_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_usp_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_order_idx\` ON \`_pages_v_blocks_usp_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_parent_id_idx\` ON \`_pages_v_blocks_usp_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_path_idx\` ON \`_pages_v_blocks_usp_bar\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_usp_bar_locale_idx\` ON \`_pages_v_blocks_usp_bar\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_grid_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teaser_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_teasers_order_idx\` ON \`_pages_v_blocks_teaser_grid_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_teasers_parent_id_idx\` ON \`_pages_v_blocks_teaser_grid_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_teasers_locale_idx\` ON \`_pages_v_blocks_teaser_grid_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_teasers_image_idx\` ON \`_pages_v_blocks_teaser_grid_teasers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_teasers_link_link_page_idx\` ON \`_pages_v_blocks_teaser_grid_teasers\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_order_idx\` ON \`_pages_v_blocks_teaser_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_parent_id_idx\` ON \`_pages_v_blocks_teaser_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_path_idx\` ON \`_pages_v_blocks_teaser_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_grid_locale_idx\` ON \`_pages_v_blocks_teaser_grid\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`product_sku\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_order_idx\` ON \`_pages_v_blocks_image_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_parent_id_idx\` ON \`_pages_v_blocks_image_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_path_idx\` ON \`_pages_v_blocks_image_link\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_locale_idx\` ON \`_pages_v_blocks_image_link\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_image_idx\` ON \`_pages_v_blocks_image_link\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_link_link_page_idx\` ON \`_pages_v_blocks_image_link\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_order_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_parent_id_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_path_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_locale_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_link_link_page_idx\` ON \`_pages_v_blocks_cta_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'rule',
  	\`kind\` text DEFAULT 'glasses',
  	\`limit\` numeric DEFAULT 12,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_carousel_order_idx\` ON \`_pages_v_blocks_product_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_carousel_parent_id_idx\` ON \`_pages_v_blocks_product_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_carousel_path_idx\` ON \`_pages_v_blocks_product_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_carousel_locale_idx\` ON \`_pages_v_blocks_product_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brand_logo_wall\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logo_wall_order_idx\` ON \`_pages_v_blocks_brand_logo_wall\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logo_wall_parent_id_idx\` ON \`_pages_v_blocks_brand_logo_wall\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logo_wall_path_idx\` ON \`_pages_v_blocks_brand_logo_wall\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_logo_wall_locale_idx\` ON \`_pages_v_blocks_brand_logo_wall\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_store_review_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`minimum_rating\` numeric DEFAULT 5,
  	\`count\` numeric DEFAULT 8,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_review_carousel_order_idx\` ON \`_pages_v_blocks_store_review_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_review_carousel_parent_id_idx\` ON \`_pages_v_blocks_store_review_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_review_carousel_path_idx\` ON \`_pages_v_blocks_store_review_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_review_carousel_locale_idx\` ON \`_pages_v_blocks_store_review_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_locale_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_locale_idx\` ON \`_pages_v_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`tracking_component_name\` text,
  	\`tracking_ab_test_name\` text,
  	\`tracking_ab_test_variation\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_teaser_order_idx\` ON \`_pages_v_blocks_newsletter_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_teaser_parent_id_idx\` ON \`_pages_v_blocks_newsletter_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_teaser_path_idx\` ON \`_pages_v_blocks_newsletter_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_teaser_locale_idx\` ON \`_pages_v_blocks_newsletter_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_support_chat\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_chat_order_idx\` ON \`_pages_v_blocks_support_chat\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_chat_parent_id_idx\` ON \`_pages_v_blocks_support_chat\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_chat_path_idx\` ON \`_pages_v_blocks_support_chat\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_support_chat_locale_idx\` ON \`_pages_v_blocks_support_chat\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`products_id\` text,
  	\`brands_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_brands_id_idx\` ON \`_pages_v_rels\` (\`brands_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_w480_url\` text,
  	\`sizes_w480_width\` numeric,
  	\`sizes_w480_height\` numeric,
  	\`sizes_w480_mime_type\` text,
  	\`sizes_w480_filesize\` numeric,
  	\`sizes_w480_filename\` text,
  	\`sizes_w960_url\` text,
  	\`sizes_w960_width\` numeric,
  	\`sizes_w960_height\` numeric,
  	\`sizes_w960_mime_type\` text,
  	\`sizes_w960_filesize\` numeric,
  	\`sizes_w960_filename\` text,
  	\`sizes_w1600_url\` text,
  	\`sizes_w1600_width\` numeric,
  	\`sizes_w1600_height\` numeric,
  	\`sizes_w1600_mime_type\` text,
  	\`sizes_w1600_filesize\` numeric,
  	\`sizes_w1600_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w480_sizes_w480_filename_idx\` ON \`media\` (\`sizes_w480_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w960_sizes_w960_filename_idx\` ON \`media\` (\`sizes_w960_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_w1600_sizes_w1600_filename_idx\` ON \`media\` (\`sizes_w1600_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_locales_parent_id_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`transcript\` text,
  	\`page\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`support_requests_status_idx\` ON \`support_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_updated_at_idx\` ON \`support_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_created_at_idx\` ON \`support_requests\` (\`created_at\`);`)
  // The address became one per language: every language of a page keeps the address it had.
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`slug\` text;`)
  await db.run(sql`UPDATE \`pages_locales\` SET \`slug\` = (SELECT \`slug\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`pages_locales\`.\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_slug\` text;`)
  await db.run(sql`UPDATE \`_pages_v_locales\` SET \`version_slug\` = (SELECT \`version_slug\` FROM \`_pages_v\` WHERE \`_pages_v\`.\`id\` = \`_pages_v_locales\`.\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`environment\` text;`)
  await db.run(sql`UPDATE \`pages\` SET \`environment\` = 'master';`)
  await db.run(sql`CREATE INDEX \`pages_environment_idx\` ON \`pages\` (\`environment\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_environment\` text;`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_environment\` = 'master';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_environment_idx\` ON \`_pages_v\` (\`version_environment\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`brands\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_requests_id\` integer REFERENCES support_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_usp_bar_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_usp_bar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_grid_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_link\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brand_logo_wall\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_store_review_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_support_chat\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_usp_bar_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_usp_bar\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_grid_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_link\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brand_logo_wall\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_review_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_support_chat\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`support_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_brands\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_brands\`("id", "name", "updated_at", "created_at") SELECT "id", "name", "updated_at", "created_at" FROM \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`ALTER TABLE \`__new_brands\` RENAME TO \`brands\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`products_id\` text,
  	\`brands_id\` text,
  	\`reviews_id\` integer,
  	\`opticians_id\` text,
  	\`appointments_id\` integer,
  	\`appointment_holds_id\` integer,
  	\`campaigns_id\` integer,
  	\`campaign_stats_id\` integer,
  	\`newsletter_subscriptions_id\` integer,
  	\`vouchers_id\` integer,
  	\`wishlist_items_id\` integer,
  	\`cart_lines_id\` integer,
  	\`customers_id\` integer,
  	\`orders_id\` integer,
  	\`return_requests_id\` integer,
  	\`stock_items_id\` integer,
  	\`voucher_redemptions_id\` integer,
  	\`gift_cards_id\` integer,
  	\`eye_test_vouchers_id\` integer,
  	\`optician_accounts_id\` integer,
  	\`pages_id\` integer,
  	\`mail_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`opticians_id\`) REFERENCES \`opticians\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointments_id\`) REFERENCES \`appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appointment_holds_id\`) REFERENCES \`appointment_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaigns_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campaign_stats_id\`) REFERENCES \`campaign_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscriptions_id\`) REFERENCES \`newsletter_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wishlist_items_id\`) REFERENCES \`wishlist_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_lines_id\`) REFERENCES \`cart_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`return_requests_id\`) REFERENCES \`return_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_items_id\`) REFERENCES \`stock_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_redemptions_id\`) REFERENCES \`voucher_redemptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_cards_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`eye_test_vouchers_id\`) REFERENCES \`eye_test_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`optician_accounts_id\`) REFERENCES \`optician_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "customers_id", "orders_id", "return_requests_id", "stock_items_id", "voucher_redemptions_id", "gift_cards_id", "eye_test_vouchers_id", "optician_accounts_id", "pages_id", "mail_outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "products_id", "brands_id", "reviews_id", "opticians_id", "appointments_id", "appointment_holds_id", "campaigns_id", "campaign_stats_id", "newsletter_subscriptions_id", "vouchers_id", "wishlist_items_id", "cart_lines_id", "customers_id", "orders_id", "return_requests_id", "stock_items_id", "voucher_redemptions_id", "gift_cards_id", "eye_test_vouchers_id", "optician_accounts_id", "pages_id", "mail_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_opticians_id_idx\` ON \`payload_locked_documents_rels\` (\`opticians_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointments_id_idx\` ON \`payload_locked_documents_rels\` (\`appointments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appointment_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`appointment_holds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_stats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscriptions_i_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wishlist_items_id_idx\` ON \`payload_locked_documents_rels\` (\`wishlist_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_return_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`return_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_items_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_eye_test_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`eye_test_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_optician_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`optician_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`DROP INDEX \`pages_environment_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`environment\`;`)
  await db.run(sql`DROP INDEX \`pages_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_environment_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_environment\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_slug\`;`)
}
