import { resetPasswordPageRoute } from '@/modules/accounts';

export const generateMetadata = resetPasswordPageRoute.generateMetadata;
export default resetPasswordPageRoute.Page;
