export { supportRoutes } from './support-routes';
export { SupportChatBlockView } from './SupportChatBlockView';
