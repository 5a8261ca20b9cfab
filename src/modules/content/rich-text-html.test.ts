import { describe, expect, it } from 'vitest';
import { richTextHtml, withHeadingAnchors } from './rich-text-html';

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
});
const editorState = (...children: unknown[]) => ({
  root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children },
});

describe('rich text of content pages', () => {
  it('turns a trailing {#name} into the heading’s anchor', () => {
    expect(withHeadingAnchors('<h2>Vouchers and promotions {#aktionen}</h2>')).toBe(
      '<h2 id="aktionen">Vouchers and promotions</h2>',
    );
    expect(
      withHeadingAnchors('<h2>1. Scope</h2><p>x</p><h2>10. <strong>Promotions</strong> {#aktionen}</h2>'),
    ).toBe('<h2>1. Scope</h2><p>x</p><h2 id="aktionen">10. <strong>Promotions</strong></h2>');
    expect(withHeadingAnchors('<h2>No anchor</h2><p>{#not-a-heading}</p>')).toBe(
      '<h2>No anchor</h2><p>{#not-a-heading}</p>',
    );
  });

  it('renders headings, paragraphs and links, and drops what the sanitiser does not allow', () => {
    const html = richTextHtml(
      editorState(
        {
          type: 'heading',
          tag: 'h2',
          version: 1,
          format: '',
          indent: 0,
          direction: 'ltr',
          children: [text('Terms {#agb}')],
        },
        {
          type: 'paragraph',
          version: 1,
          format: '',
          indent: 0,
          direction: 'ltr',
          textFormat: 0,
          children: [
            text('See '),
            {
              type: 'link',
              version: 3,
              format: '',
              indent: 0,
              direction: 'ltr',
              fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false },
              children: [text('this')],
            },
          ],
        },
      ),
    );
    expect(html).toContain('<h2 id="agb">Terms</h2>');
    expect(html).toContain('See ');
    expect(html).not.toContain('javascript');
  });

  it('answers nothing for an empty field', () => {
    expect(richTextHtml(null)).toBe('');
  });
});
