import MiniSearch from 'minisearch';
import { foldText } from '@/platform/text/fold';

/** A help page as the chat searches it: its address, title, description and text passages. */
export interface HelpDocument {
  id: string;
  href: string;
  title: string;
  description: string;
  passages: string[];
}

export interface HelpAnswer {
  /** the passage of the best page that matches the question best */
  text: string;
  /** the pages the answer comes from, the best first */
  sources: { title: string; href: string }[];
}

/** Passages shorter than this are headings or list fragments: no answer on their own. */
const MIN_ANSWER_LENGTH = 40;
const MAX_SOURCES = 3;

/** Words of at least three letters, folded (case, accents), as the index and the question use them. */
const wordsOf = (text: string) =>
  foldText(text)
    .split(' ')
    .filter((word) => word.length >= 3);

export type HelpIndex = { search: MiniSearch<HelpDocument>; documents: Map<string, HelpDocument> };

export function buildHelpIndex(documents: readonly HelpDocument[]): HelpIndex {
  const search = new MiniSearch<HelpDocument>({
    fields: ['title', 'description', 'text'],
    extractField: (document, field) =>
      field === 'text' ? document.passages.join('\n') : String(document[field as keyof HelpDocument] ?? ''),
    tokenize: (text) => wordsOf(text),
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, description: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 1 : 0),
      combineWith: 'OR',
    },
  });
  search.addAll(documents);
  return { search, documents: new Map(documents.map((document) => [document.id, document])) };
}

/**
 * How many of the question's words a passage contains: as a word, the start of one, or (from five letters)
 * inside a compound ("Lieferung" in "Standardlieferung").
 */
function overlap(passage: string, questionWords: readonly string[]): number {
  const words = wordsOf(passage);
  const contains = (word: string, asked: string) =>
    word.startsWith(asked) || asked.startsWith(word) || (asked.length >= 5 && word.includes(asked));
  return questionWords.filter((asked) => words.some((word) => contains(word, asked))).length;
}

/**
 * The chat's answer to a question: the best-matching help page's passage that shares most words with the
 * question (its description when no passage does), with the best pages as sources; null when no page matches.
 */
export function answerQuestion(index: HelpIndex, question: string): HelpAnswer | null {
  const questionWords = wordsOf(question);
  if (questionWords.length === 0) return null;
  const results = index.search.search(question);
  const pages = results.flatMap((result) => index.documents.get(String(result.id)) ?? []);
  const best = pages[0];
  if (!best) return null;
  let text = best.description;
  let bestOverlap = 0;
  for (const passage of best.passages) {
    if (passage.length < MIN_ANSWER_LENGTH) continue;
    const score = overlap(passage, questionWords);
    if (score > bestOverlap) [text, bestOverlap] = [passage, score];
  }
  if (!text) text = best.passages.find((passage) => passage.length >= MIN_ANSWER_LENGTH) ?? best.title;
  return {
    text,
    sources: pages.slice(0, MAX_SOURCES).map((page) => ({ title: page.title, href: page.href })),
  };
}
