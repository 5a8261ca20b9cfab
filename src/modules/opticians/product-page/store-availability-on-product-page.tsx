import type { ProductPageExtender } from '@/modules/catalogue';
import { StoreAvailability } from './StoreAvailability';

/** The opticians' part of a product page: the own stores that have the frame on display. */
export const storeAvailabilityOnProductPage: ProductPageExtender = async (product, context) => ({
  availability: <StoreAvailability product={product} context={context} />,
});
