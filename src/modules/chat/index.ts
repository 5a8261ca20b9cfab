export { supportHandlers } from './support-handlers';
export { SupportChatBlockView } from './SupportChatBlockView';
