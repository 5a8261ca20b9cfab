/** Test support: a small well-formedness check for the generated SVG (no XML parser in the project). */

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;

/** The first structural problem in `svg` (unbalanced or stray tags, bad text), or null when it is fine. */
export function svgProblem(svg: string): string | null {
  if (!svg.startsWith('<svg ') || !svg.endsWith('</svg>')) return 'not a single <svg> element';
  const stack: string[] = [];
  let text = '';
  let last = 0;
  for (const match of svg.matchAll(TAG)) {
    text += svg.slice(last, match.index);
    last = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) {
      stack.push(name);
    } else if (stack.pop() !== name) {
      return `unexpected </${name}> at ${match.index}`;
    }
    if (stack.length === 0 && last !== svg.length) return 'content after the root element';
  }
  text += svg.slice(last);
  if (stack.length > 0) return `unclosed <${stack.join('>, <')}>`;
  if (/[<>]/.test(text)) return 'stray < or > outside a tag';
  if (/&(?!#\d+;|amp;|lt;|gt;|quot;)/.test(text)) return 'unescaped &';
  return null;
}
