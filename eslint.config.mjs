import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload/payload-types.ts',
      'src/payload/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'src/modules/*/generated/**',
    ],
  },
  {
    rules: {
      // Shop links are plain anchors on purpose: the same views render as HTML fragments for other apps.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Every page's browser code builds these schemas while it starts (ADR 0013).
    files: [
      'src/modules/tracking/**',
      'src/modules/wishlist/wishlist-response.ts',
      'src/modules/newsletter/newsletter-input.ts',
      'src/modules/configurator/lens-configuration.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Schemas every page builds use zod/mini (ADR 0013).' }] },
      ],
    },
  },
];

export default config;
