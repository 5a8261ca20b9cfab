import { verifyEmailPageRoute } from '@/modules/accounts';

export const generateMetadata = verifyEmailPageRoute.generateMetadata;
export default verifyEmailPageRoute.Page;
