import { eyeTestPurchase } from '@/modules/cart';
import { createContactLensTestRoute } from '@/modules/opticians';

const contactLensTestRoute = createContactLensTestRoute(eyeTestPurchase);

export const generateMetadata = contactLensTestRoute.generateMetadata;
export default contactLensTestRoute.Page;
