export { supportRoutes } from './support-routes';
export { SupportChat } from './SupportChat';
