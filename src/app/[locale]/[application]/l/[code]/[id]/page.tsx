import { listRoute } from '@/modules/catalogue';

export const generateMetadata = listRoute.generateMetadata;
export default listRoute.Page;
