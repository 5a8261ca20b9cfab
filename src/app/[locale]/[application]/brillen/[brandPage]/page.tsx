import { brandRoute } from '@/modules/catalogue';

export const generateMetadata = brandRoute.generateMetadata;
export default brandRoute.Page;
