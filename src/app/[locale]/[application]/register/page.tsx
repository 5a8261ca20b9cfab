import { registerPageRoute } from '@/modules/accounts';

export const generateMetadata = registerPageRoute.generateMetadata;
export default registerPageRoute.Page;
