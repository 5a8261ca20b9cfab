import { loginPageRoute } from '@/modules/accounts';

export const generateMetadata = loginPageRoute.generateMetadata;
export default loginPageRoute.Page;
