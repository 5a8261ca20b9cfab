import { cartPageRoute } from '@/modules/cart';

export const generateMetadata = cartPageRoute.generateMetadata;
export default cartPageRoute.Page;
