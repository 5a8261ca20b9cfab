import { forgotPasswordPageRoute } from '@/modules/accounts';

export const generateMetadata = forgotPasswordPageRoute.generateMetadata;
export default forgotPasswordPageRoute.Page;
