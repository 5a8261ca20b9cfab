import { productRoute } from '@/modules/catalogue';

export const generateMetadata = productRoute.generateMetadata;
export default productRoute.Page;
