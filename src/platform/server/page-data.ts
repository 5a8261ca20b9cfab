import { logger } from '../logging/logger';
import { requestResponseStatus } from './response-status';

export const PAGE_LOAD_FAILURE_STATUS = 503;

export interface PageData<T> {
  data: T;
  failed: boolean;
}

/**
 * Spec §2: on any page-load failure a warning is logged and the default props are used, with an error
 * status (503) while the response is still writable.
 */
export async function loadPageData<T>(
  name: string,
  load: () => Promise<T>,
  defaults: T,
): Promise<PageData<T>> {
  try {
    return { data: await load(), failed: false };
  } catch (error) {
    logger.warn(
      { page: name, err: (error as Error).message },
      'page data failed to load: rendering defaults',
    );
    requestResponseStatus(PAGE_LOAD_FAILURE_STATUS);
    return { data: defaults, failed: true };
  }
}
