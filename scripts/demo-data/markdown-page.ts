import { readFileSync } from 'node:fs';
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { Payload } from 'payload';

/** A demo page written as Markdown: front matter (`key: value` lines), a body, and FAQ items after `<!-- faq -->`. */
export interface MarkdownPage {
  fields: Record<string, string>;
  body: string;
  faq: { question: string; answer: string }[];
}

export function readMarkdownPage(file: string): MarkdownPage {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: front matter (--- … ---) missing`);
  const fields = Object.fromEntries(
    match[1]!.split('\n').flatMap((line) => {
      const colon = line.indexOf(': ');
      return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 2).trim()]] : [];
    }),
  );
  const [body = '', faqPart = ''] = match[2]!.split('<!-- faq -->');
  const faq = faqPart
    .split(/^### /m)
    .slice(1)
    .map((item) => {
      const [question = '', ...answer] = item.split('\n');
      return { question: question.trim(), answer: answer.join('\n').trim() };
    })
    .filter((item) => item.question && item.answer);
  return { fields, body: body.trim(), faq };
}

export type MarkdownConverter = (markdown: string) => ReturnType<typeof convertMarkdownToLexical>;

/** Markdown → the rich-text editor's document, with the backoffice's editor configuration. */
export async function markdownConverter(payload: Payload): Promise<MarkdownConverter> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown });
}

/** A page's blocks from Markdown: its text, then its FAQ as an accordion. */
export function markdownBlocks(page: MarkdownPage, toRichText: MarkdownConverter, faqHeading?: string) {
  return [
    { blockType: 'richText' as const, content: toRichText(page.body) },
    ...(page.faq.length > 0
      ? [
          {
            blockType: 'accordion' as const,
            heading: faqHeading,
            items: page.faq.map((item) => ({ question: item.question, answer: toRichText(item.answer) })),
          },
        ]
      : []),
  ];
}
