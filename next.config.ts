import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/platform/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['pino', 'opossum', 'agentkeepalive'],
  typescript: { ignoreBuildErrors: true },
};

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
