import type { Page } from '@/payload/payload-types';

interface LexicalNode {
  type?: string;
  text?: string;
  children?: LexicalNode[];
}

const textOf = (node: LexicalNode): string =>
  node.text ?? (node.children ?? []).map(textOf).join(node.type === 'list' ? '\n' : '');

/** The paragraphs, headings and list items of a rich text, as plain text, in order. */
export function richTextPassages(content: unknown): string[] {
  const root = (content as { root?: LexicalNode } | null)?.root;
  const passages: string[] = [];
  for (const node of root?.children ?? []) {
    const items = node.type === 'list' ? (node.children ?? []) : [node];
    for (const item of items) {
      const text = textOf(item).replace(/\s+/g, ' ').trim();
      if (text) passages.push(text);
    }
  }
  return passages;
}

/** A page's readable text block by block: rich text passages and each FAQ item as "question answer". */
export function pagePassages(page: Pick<Page, 'layout'>): string[] {
  return (page.layout ?? []).flatMap((block) => {
    if (block.blockType === 'richText') return richTextPassages(block.content);
    if (block.blockType === 'accordion')
      return block.items.map((item) => `${item.question} ${richTextPassages(item.answer).join(' ')}`);
    return [];
  });
}
