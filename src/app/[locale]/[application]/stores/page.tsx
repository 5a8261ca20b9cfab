import { finderRoute } from '@/modules/opticians';

const route = finderRoute('MSXStore');

export const generateMetadata = route.generateMetadata;
export default route.Page;
