import { createAccountPageRoute } from '@/modules/accounts';
import { ordersOnAccountPage } from '@/modules/checkout';
import { eyeTestsOnAccountPage } from '@/modules/vouchers';

const accountPageRoute = createAccountPageRoute([ordersOnAccountPage, eyeTestsOnAccountPage], ['checkout']);

export const generateMetadata = accountPageRoute.generateMetadata;
export default accountPageRoute.Page;
