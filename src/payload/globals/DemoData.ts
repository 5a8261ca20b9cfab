import type { GlobalConfig } from 'payload';
import { isStaff } from '../access';

/** Which demo-data steps (scripts/demo-data) this database has loaded, at which version. */
export const DemoData: GlobalConfig = {
  slug: 'demo-data',
  admin: { hidden: true },
  access: { read: isStaff, update: () => false },
  fields: [{ name: 'steps', type: 'json' }],
};
