import { richTextHtml } from '../rich-text-html';

/** A rich-text block: the sanitised HTML of the editor's text. */
export function RichTextBlockView({ content }: { content: unknown }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: richTextHtml(content) }} />;
}
