export { bookingHandlers } from './booking-handlers';
export { bookingOnOpticianPage } from './booking-on-optician-page';
