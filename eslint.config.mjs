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
    ],
  },
  {
    rules: {
      // Shop links are plain anchors on purpose: the same views render as HTML fragments for other apps.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
];

export default config;
