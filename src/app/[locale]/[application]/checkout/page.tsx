import { checkoutPageRoute } from '@/modules/checkout';

export const generateMetadata = checkoutPageRoute.generateMetadata;
export default checkoutPageRoute.Page;
