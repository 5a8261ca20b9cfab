import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html';
import { sanitiseRichText } from '@/platform/text/rich-text';

type EditorState = Parameters<typeof convertLexicalToHTML>[0]['data'];

/** `<h2>Vouchers and promotions {#aktionen}</h2>` → `<h2 id="aktionen">Vouchers and promotions</h2>`. */
export function withHeadingAnchors(html: string): string {
  return html.replace(
    /<(h[2-4])([^>]*)>((?:(?!<\/h[2-4]>)[\s\S])*?)\s*\{#([a-z][a-z0-9-]{0,40})\}\s*<\/\1>/g,
    (_, tag: string, attributes: string, text: string, anchor: string) =>
      `<${tag}${attributes} id="${anchor}">${text}</${tag}>`,
  );
}

/** An editor's rich text as HTML the page may show: converted, anchored, sanitised (spec §5). */
export function richTextHtml(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const html = convertLexicalToHTML({ data: state as EditorState, disableContainer: true });
  return sanitiseRichText(withHeadingAnchors(html));
}
