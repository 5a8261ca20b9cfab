import type { GlobalConfig } from 'payload';

/** Which demo-data steps (scripts/demo-data) this database has loaded, at which version. */
export const DemoData: GlobalConfig = {
  slug: 'demo-data',
  admin: { hidden: true },
  access: { read: ({ req }) => Boolean(req.user), update: () => false },
  fields: [{ name: 'steps', type: 'json' }],
};
