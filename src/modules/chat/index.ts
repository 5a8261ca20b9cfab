export { supportHandlers } from './support-routes';
export { SupportChatBlockView } from './SupportChatBlockView';
