import path from 'node:path';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { serverConfig } from '@/platform/config/server-config';
import { logger } from '@/platform/logging/logger';
import { outboxEmailAdapter } from '@/platform/mail/outbox-email-adapter';
import { AppointmentHolds } from './collections/AppointmentHolds';
import { Appointments } from './collections/Appointments';
import { Brands } from './collections/Brands';
import { CartLines } from './collections/CartLines';
import { CampaignStats } from './collections/CampaignStats';
import { Campaigns } from './collections/Campaigns';
import { MailOutbox } from './collections/MailOutbox';
import { MonitoringBeacons } from './collections/MonitoringBeacons';
import { MonitoringErrors } from './collections/MonitoringErrors';
import { MonitoringVitals } from './collections/MonitoringVitals';
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions';
import { OpticianAccounts } from './collections/OpticianAccounts';
import { Opticians } from './collections/Opticians';
import { Media } from './collections/Media';
import { Pages } from './collections/Pages';
import { SupportRequests } from './collections/SupportRequests';
import { Products } from './collections/Products';
import { Reviews } from './collections/Reviews';
import { Users } from './collections/Users';
import { VoucherRedemptions } from './collections/VoucherRedemptions';
import { Customers } from './collections/Customers';
import { EyeTestVouchers } from './collections/EyeTestVouchers';
import { GiftCards } from './collections/GiftCards';
import { Orders } from './collections/Orders';
import { ReturnRequests } from './collections/ReturnRequests';
import { StockItems } from './collections/StockItems';
import { staffByDefault, staffByDefaultGlobal, staffOnlyInternalCollections } from './access';
import { Vouchers } from './collections/Vouchers';
import { WishlistItems } from './collections/WishlistItems';
import { databaseAdapter } from './database';
import { DemoData } from './globals/DemoData';
import { FeatureFlags } from './globals/FeatureFlags';
import { Footer } from './globals/Footer';
import { Navigation } from './globals/Navigation';
import { localization } from './localization';
import { mediaStoragePlugin } from './media-storage';
import { payloadSecret } from './secret';

const dirname = path.resolve('src/payload');
const config = serverConfig();

export default buildConfig({
  secret: payloadSecret(),
  telemetry: false,
  // Payload's own errors too go through the shop's logger, which leaves query values out
  logger,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' · Eyewear Shop backoffice' },
  },
  i18n: { supportedLanguages: { en, de }, fallbackLanguage: 'en' },
  collections: [
    Users,
    Products,
    Brands,
    Reviews,
    Opticians,
    Appointments,
    AppointmentHolds,
    Campaigns,
    CampaignStats,
    NewsletterSubscriptions,
    Vouchers,
    WishlistItems,
    CartLines,
    Customers,
    Orders,
    ReturnRequests,
    StockItems,
    VoucherRedemptions,
    GiftCards,
    EyeTestVouchers,
    OpticianAccounts,
    Pages,
    Media,
    SupportRequests,
    MailOutbox,
    MonitoringVitals,
    MonitoringErrors,
    MonitoringBeacons,
  ].map(staffByDefault),
  globals: [Navigation, Footer, DemoData, FeatureFlags].map(staffByDefaultGlobal),
  localization,
  editor: lexicalEditor(),
  db: databaseAdapter(config.database),
  email: outboxEmailAdapter(config.mailFrom),
  sharp,
  plugins: [mediaStoragePlugin(config.mediaBucket)],
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
}).then(staffOnlyInternalCollections);
