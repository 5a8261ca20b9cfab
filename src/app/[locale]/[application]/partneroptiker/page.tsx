import { finderRoute } from '@/modules/opticians';

const route = finderRoute('Partner');

export const generateMetadata = route.generateMetadata;
export default route.Page;
