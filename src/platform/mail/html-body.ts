const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function line(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:#0b57d0">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The HTML part of a mail written as plain text: paragraphs at blank lines, line breaks kept, addresses as
 * links, everything else escaped; in the shop's simple frame, in the mail's language.
 */
export function htmlFromText(text: string, { lang, title }: { lang: string; title: string }): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map(line).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:4px;line-height:1.5">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Eyewear Shop</p>',
    paragraphs,
    '</div></body></html>',
  ].join('\n');
}
