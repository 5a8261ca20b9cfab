import { opticianDetailRoute } from '@/modules/opticians';

export const generateMetadata = opticianDetailRoute.generateMetadata;
export default opticianDetailRoute.Page;
