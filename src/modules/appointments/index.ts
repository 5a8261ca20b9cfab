export { bookingHandlers } from './booking-routes';
export { bookingOnOpticianPage } from './booking-on-optician-page';
