import { createAccountPageRoute } from '@/modules/accounts';
import { ordersOnAccountPage } from '@/modules/checkout';

const accountPageRoute = createAccountPageRoute([ordersOnAccountPage], ['checkout']);

export const generateMetadata = accountPageRoute.generateMetadata;
export default accountPageRoute.Page;
