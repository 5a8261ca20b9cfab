import type { Block } from 'payload';

/** The support chat: answers from the published help pages of the page's language, hands over to the team. */
export const SupportChatBlock: Block = {
  slug: 'supportChat',
  interfaceName: 'SupportChatBlock',
  labels: {
    singular: { en: 'Support chat', de: 'Service-Chat' },
    plural: { en: 'Support chats', de: 'Service-Chats' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'intro', type: 'textarea', maxLength: 300 },
  ],
};
