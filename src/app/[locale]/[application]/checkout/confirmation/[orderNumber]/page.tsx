import { confirmationPageRoute } from '@/modules/checkout';

export const generateMetadata = confirmationPageRoute.generateMetadata;
export default confirmationPageRoute.Page;
