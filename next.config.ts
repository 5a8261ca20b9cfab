import { withPayload } from '@payloadcms/next/withPayload';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/platform/i18n/request.ts');

const HUMAN_BROWSER_BUILD = './node_modules/@vladmandic/human/dist/human.esm.js';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // OpenFeature's flagd provider and gRPC stay Node packages, loaded only when FLAGD_URL or FLAGD_FILE is set
  serverExternalPackages: [
    'pino',
    'opossum',
    'agentkeepalive',
    '@openfeature/server-sdk',
    '@openfeature/flagd-provider',
    '@grpc/grpc-js',
  ],
  typescript: { ignoreBuildErrors: true },
  // Human runs only in the browser (the try-on): its browser build for every layer, as the Node build the
  // server render would pick needs tfjs-node, which the shop does not have.
  turbopack: { resolveAlias: { '@vladmandic/human': HUMAN_BROWSER_BUILD } },
  webpack: (config: { resolve: { alias: Record<string, string> } }) => {
    config.resolve.alias['@vladmandic/human$'] = path.resolve(HUMAN_BROWSER_BUILD);
    return config;
  },
  // the stylesheets come inside the page: no render-blocking request before the first paint (ADR 0011)
  experimental: { inlineCss: true },
};

const payloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
const payloadHeaders = payloadConfig.headers!;

/**
 * Payload asks every route for the colour-scheme client hint (for its admin theme) and marks it critical,
 * which makes Chrome send a shopper's first request twice. Only the backoffice gets those headers.
 */
export default {
  ...payloadConfig,
  headers: async () =>
    (await payloadHeaders()).map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
} satisfies NextConfig;
