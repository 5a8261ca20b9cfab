import { bookingOnOpticianPage } from '@/modules/appointments';
import { createOpticianDetailRoute } from '@/modules/opticians';

const opticianDetailRoute = createOpticianDetailRoute(bookingOnOpticianPage);

export const generateMetadata = opticianDetailRoute.generateMetadata;
export default opticianDetailRoute.Page;
