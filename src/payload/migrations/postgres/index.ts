import * as migration_20261124_093908_initial from './20261124_093908_initial';
import * as migration_20261124_103207_campaigns from './20261124_103207_campaigns';
import * as migration_20261124_110400_opticians_services from './20261124_110400_opticians_services';
import * as migration_20261124_144900_catalogue from './20261124_144900_catalogue';
import * as migration_20261124_190814_product_display_stores from './20261124_190814_product_display_stores';
import * as migration_20261124_231247_reviews from './20261124_231247_reviews';
import * as migration_20261124_233527_mail_outbox from './20261124_233527_mail_outbox';
import * as migration_20261124_234820_appointments from './20261124_234820_appointments';
import * as migration_20261125_000952_newsletter_vouchers from './20261125_000952_newsletter_vouchers';
import * as migration_20261125_032300_wishlist_items from './20261125_032300_wishlist_items';
import * as migration_20261125_040333_cart_lines from './20261125_040333_cart_lines';
import * as migration_20261125_070431_accounts_orders from './20261125_070431_accounts_orders';
import * as migration_20261125_101140_return_refunds from './20261125_101140_return_refunds';
import * as migration_20261125_102430_eye_test_vouchers from './20261125_102430_eye_test_vouchers';
import * as migration_20261125_103715_content_pages from './20261125_103715_content_pages';
import * as migration_20261125_105358_recommendation_campaigns from './20261125_105358_recommendation_campaigns';
import * as migration_20261125_130216_content_blocks_media from './20261125_130216_content_blocks_media';
import * as migration_20261125_132010_image_link_caption from './20261125_132010_image_link_caption';
import * as migration_20261128_085010_mail_priority from './20261128_085010_mail_priority';
import * as migration_20261128_111849_monitoring from './20261128_111849_monitoring';
import * as migration_20261128_112517_feature_flags from './20261128_112517_feature_flags';
import * as migration_20261128_145023_media_object_storage from './20261128_145023_media_object_storage';

export const migrations = [
  {
    up: migration_20261124_093908_initial.up,
    down: migration_20261124_093908_initial.down,
    name: '20261124_093908_initial',
  },
  {
    up: migration_20261124_103207_campaigns.up,
    down: migration_20261124_103207_campaigns.down,
    name: '20261124_103207_campaigns',
  },
  {
    up: migration_20261124_110400_opticians_services.up,
    down: migration_20261124_110400_opticians_services.down,
    name: '20261124_110400_opticians_services',
  },
  {
    up: migration_20261124_144900_catalogue.up,
    down: migration_20261124_144900_catalogue.down,
    name: '20261124_144900_catalogue',
  },
  {
    up: migration_20261124_190814_product_display_stores.up,
    down: migration_20261124_190814_product_display_stores.down,
    name: '20261124_190814_product_display_stores',
  },
  {
    up: migration_20261124_231247_reviews.up,
    down: migration_20261124_231247_reviews.down,
    name: '20261124_231247_reviews',
  },
  {
    up: migration_20261124_233527_mail_outbox.up,
    down: migration_20261124_233527_mail_outbox.down,
    name: '20261124_233527_mail_outbox',
  },
  {
    up: migration_20261124_234820_appointments.up,
    down: migration_20261124_234820_appointments.down,
    name: '20261124_234820_appointments',
  },
  {
    up: migration_20261125_000952_newsletter_vouchers.up,
    down: migration_20261125_000952_newsletter_vouchers.down,
    name: '20261125_000952_newsletter_vouchers',
  },
  {
    up: migration_20261125_032300_wishlist_items.up,
    down: migration_20261125_032300_wishlist_items.down,
    name: '20261125_032300_wishlist_items',
  },
  {
    up: migration_20261125_040333_cart_lines.up,
    down: migration_20261125_040333_cart_lines.down,
    name: '20261125_040333_cart_lines',
  },
  {
    up: migration_20261125_070431_accounts_orders.up,
    down: migration_20261125_070431_accounts_orders.down,
    name: '20261125_070431_accounts_orders',
  },
  {
    up: migration_20261125_101140_return_refunds.up,
    down: migration_20261125_101140_return_refunds.down,
    name: '20261125_101140_return_refunds',
  },
  {
    up: migration_20261125_102430_eye_test_vouchers.up,
    down: migration_20261125_102430_eye_test_vouchers.down,
    name: '20261125_102430_eye_test_vouchers',
  },
  {
    up: migration_20261125_103715_content_pages.up,
    down: migration_20261125_103715_content_pages.down,
    name: '20261125_103715_content_pages',
  },
  {
    up: migration_20261125_105358_recommendation_campaigns.up,
    down: migration_20261125_105358_recommendation_campaigns.down,
    name: '20261125_105358_recommendation_campaigns',
  },
  {
    up: migration_20261125_130216_content_blocks_media.up,
    down: migration_20261125_130216_content_blocks_media.down,
    name: '20261125_130216_content_blocks_media',
  },
  {
    up: migration_20261125_132010_image_link_caption.up,
    down: migration_20261125_132010_image_link_caption.down,
    name: '20261125_132010_image_link_caption',
  },
  {
    up: migration_20261128_085010_mail_priority.up,
    down: migration_20261128_085010_mail_priority.down,
    name: '20261128_085010_mail_priority',
  },
  {
    up: migration_20261128_111849_monitoring.up,
    down: migration_20261128_111849_monitoring.down,
    name: '20261128_111849_monitoring',
  },
  {
    up: migration_20261128_112517_feature_flags.up,
    down: migration_20261128_112517_feature_flags.down,
    name: '20261128_112517_feature_flags',
  },
  {
    up: migration_20261128_145023_media_object_storage.up,
    down: migration_20261128_145023_media_object_storage.down,
    name: '20261128_145023_media_object_storage'
  },
];
