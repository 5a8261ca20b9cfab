import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve('src/payload/payload.config.ts'),
      '@messages': path.resolve('messages'),
      '@': path.resolve('src'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    env: { LOG_LEVEL: 'silent' },
  },
});
