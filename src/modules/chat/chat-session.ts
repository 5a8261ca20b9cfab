/** One entry of the conversation: the shopper's question, or the assistant's answer with the pages it used. */
export interface ChatEntry {
  from: 'shopper' | 'assistant';
  text: string;
  sources?: { title: string; href: string }[];
  /** the assistant found nothing: the entry offers the contact form */
  unanswered?: boolean;
}

const STORAGE_KEY = 'support-chat';

/** The conversation survives moving between help pages in the same tab; restarting forgets it. */
export function storedConversation(): ChatEntry[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as ChatEntry[]) : [];
  } catch {
    return [];
  }
}

export function storeConversation(entries: readonly ChatEntry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries.slice(-40)));
  } catch {
    // Storage refused (private mode, full): the conversation lasts as long as the page.
  }
}
