import type { Field, GlobalConfig } from 'payload';
import { revalidateGlobalAfterChange } from '../hooks/revalidate';

/** A global the storefront shell reads: public, grouped under "Storefront", its cache dropped on change. */
export function storefrontGlobal(slug: 'navigation' | 'footer', fields: Field[]): GlobalConfig {
  return {
    slug,
    admin: { group: 'Storefront' },
    access: { read: () => true },
    hooks: { afterChange: [revalidateGlobalAfterChange(slug)] },
    fields,
  };
}
