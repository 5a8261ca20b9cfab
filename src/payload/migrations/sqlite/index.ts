import * as migration_20261124_093853_initial from './20261124_093853_initial';
import * as migration_20261124_103159_campaigns from './20261124_103159_campaigns';
import * as migration_20261124_110341_opticians_services from './20261124_110341_opticians_services';
import * as migration_20261124_144850_catalogue from './20261124_144850_catalogue';
import * as migration_20261124_190804_product_display_stores from './20261124_190804_product_display_stores';
import * as migration_20261124_231301_reviews from './20261124_231301_reviews';
import * as migration_20261124_233517_mail_outbox from './20261124_233517_mail_outbox';
import * as migration_20261124_234734_appointments from './20261124_234734_appointments';
import * as migration_20261125_000935_newsletter_vouchers from './20261125_000935_newsletter_vouchers';
import * as migration_20261125_032252_wishlist_items from './20261125_032252_wishlist_items';
import * as migration_20261125_040320_cart_lines from './20261125_040320_cart_lines';
import * as migration_20261125_070422_accounts_orders from './20261125_070422_accounts_orders';
import * as migration_20261125_101131_return_refunds from './20261125_101131_return_refunds';
import * as migration_20261125_102346_eye_test_vouchers from './20261125_102346_eye_test_vouchers';
import * as migration_20261125_103650_content_pages from './20261125_103650_content_pages';
import * as migration_20261125_105345_recommendation_campaigns from './20261125_105345_recommendation_campaigns';
import * as migration_20261125_130144_content_blocks_media from './20261125_130144_content_blocks_media';
import * as migration_20261125_132001_image_link_caption from './20261125_132001_image_link_caption';
import * as migration_20261128_085001_mail_priority from './20261128_085001_mail_priority';
import * as migration_20261128_111809_monitoring from './20261128_111809_monitoring';
import * as migration_20261128_112439_feature_flags from './20261128_112439_feature_flags';
import * as migration_20261128_145007_media_object_storage from './20261128_145007_media_object_storage';

export const migrations = [
  {
    up: migration_20261124_093853_initial.up,
    down: migration_20261124_093853_initial.down,
    name: '20261124_093853_initial',
  },
  {
    up: migration_20261124_103159_campaigns.up,
    down: migration_20261124_103159_campaigns.down,
    name: '20261124_103159_campaigns',
  },
  {
    up: migration_20261124_110341_opticians_services.up,
    down: migration_20261124_110341_opticians_services.down,
    name: '20261124_110341_opticians_services',
  },
  {
    up: migration_20261124_144850_catalogue.up,
    down: migration_20261124_144850_catalogue.down,
    name: '20261124_144850_catalogue',
  },
  {
    up: migration_20261124_190804_product_display_stores.up,
    down: migration_20261124_190804_product_display_stores.down,
    name: '20261124_190804_product_display_stores',
  },
  {
    up: migration_20261124_231301_reviews.up,
    down: migration_20261124_231301_reviews.down,
    name: '20261124_231301_reviews',
  },
  {
    up: migration_20261124_233517_mail_outbox.up,
    down: migration_20261124_233517_mail_outbox.down,
    name: '20261124_233517_mail_outbox',
  },
  {
    up: migration_20261124_234734_appointments.up,
    down: migration_20261124_234734_appointments.down,
    name: '20261124_234734_appointments',
  },
  {
    up: migration_20261125_000935_newsletter_vouchers.up,
    down: migration_20261125_000935_newsletter_vouchers.down,
    name: '20261125_000935_newsletter_vouchers',
  },
  {
    up: migration_20261125_032252_wishlist_items.up,
    down: migration_20261125_032252_wishlist_items.down,
    name: '20261125_032252_wishlist_items',
  },
  {
    up: migration_20261125_040320_cart_lines.up,
    down: migration_20261125_040320_cart_lines.down,
    name: '20261125_040320_cart_lines',
  },
  {
    up: migration_20261125_070422_accounts_orders.up,
    down: migration_20261125_070422_accounts_orders.down,
    name: '20261125_070422_accounts_orders',
  },
  {
    up: migration_20261125_101131_return_refunds.up,
    down: migration_20261125_101131_return_refunds.down,
    name: '20261125_101131_return_refunds',
  },
  {
    up: migration_20261125_102346_eye_test_vouchers.up,
    down: migration_20261125_102346_eye_test_vouchers.down,
    name: '20261125_102346_eye_test_vouchers',
  },
  {
    up: migration_20261125_103650_content_pages.up,
    down: migration_20261125_103650_content_pages.down,
    name: '20261125_103650_content_pages',
  },
  {
    up: migration_20261125_105345_recommendation_campaigns.up,
    down: migration_20261125_105345_recommendation_campaigns.down,
    name: '20261125_105345_recommendation_campaigns',
  },
  {
    up: migration_20261125_130144_content_blocks_media.up,
    down: migration_20261125_130144_content_blocks_media.down,
    name: '20261125_130144_content_blocks_media',
  },
  {
    up: migration_20261125_132001_image_link_caption.up,
    down: migration_20261125_132001_image_link_caption.down,
    name: '20261125_132001_image_link_caption',
  },
  {
    up: migration_20261128_085001_mail_priority.up,
    down: migration_20261128_085001_mail_priority.down,
    name: '20261128_085001_mail_priority',
  },
  {
    up: migration_20261128_111809_monitoring.up,
    down: migration_20261128_111809_monitoring.down,
    name: '20261128_111809_monitoring',
  },
  {
    up: migration_20261128_112439_feature_flags.up,
    down: migration_20261128_112439_feature_flags.down,
    name: '20261128_112439_feature_flags',
  },
  {
    up: migration_20261128_145007_media_object_storage.up,
    down: migration_20261128_145007_media_object_storage.down,
    name: '20261128_145007_media_object_storage'
  },
];
