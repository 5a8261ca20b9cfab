import { paymentPageRoute } from '@/modules/checkout';

export const generateMetadata = paymentPageRoute.generateMetadata;
export default paymentPageRoute.Page;
