import { serverConfig } from '@/platform/config/server-config';
import { createFragmentClient, type FragmentClient } from './fragment-client';

let client: FragmentClient | undefined;

/** The process's client for HEADER_SERVICE_URL / FOOTER_SERVICE_URL; undefined where neither is set. */
export function fragmentClient(): FragmentClient | undefined {
  const { headerService, footerService } = serverConfig();
  if (!headerService && !footerService) return undefined;
  client ??= createFragmentClient({ header: headerService, footer: footerService });
  return client;
}
