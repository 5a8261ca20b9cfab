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
    environment: 'node',
    pool: 'forks',
    env: { LOG_LEVEL: 'silent' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        // The stores against a real SQLite file per test file, migrated (src/payload/testing/).
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          setupFiles: ['src/payload/testing/integration-database.ts'],
        },
      },
    ],
  },
});
