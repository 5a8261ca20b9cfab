import { newsletterRoute } from '@/modules/newsletter';

export const generateMetadata = newsletterRoute.generateMetadata;
export default newsletterRoute.Page;
