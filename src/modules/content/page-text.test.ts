import { describe, expect, it } from 'vitest';
import { pagePassages, richTextPassages } from './page-text';

const paragraph = (...texts: string[]) => ({
  type: 'paragraph',
  children: texts.map((text) => ({ type: 'text', text })),
});
const richText = (...children: unknown[]) => ({ root: { type: 'root', children } });

describe('page text for the help search', () => {
  it('keeps paragraphs, headings and each list item as passages, links included', () => {
    const content = richText(
      { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Delivery costs' }] },
      paragraph('Standard delivery is ', 'free from £40.'),
      {
        type: 'list',
        children: [
          { type: 'listitem', children: [{ type: 'text', text: 'Standard: 2–4 working days' }] },
          { type: 'listitem', children: [{ type: 'link', children: [{ type: 'text', text: 'Express' }] }] },
        ],
      },
      paragraph('   '),
    );
    expect(richTextPassages(content)).toEqual([
      'Delivery costs',
      'Standard delivery is free from £40.',
      'Standard: 2–4 working days',
      'Express',
    ]);
  });

  it('reads FAQ items as question and answer, and ignores blocks without text', () => {
    const passages = pagePassages({
      // Only the parts the text is read from: the editor's documents carry more.
      layout: [
        { blockType: 'richText', content: richText(paragraph('Intro.')) },
        {
          blockType: 'accordion',
          items: [
            { question: 'How long does delivery take?', answer: richText(paragraph('2–4 working days.')) },
          ],
        },
        { blockType: 'supportChat', heading: 'Chat' },
      ] as never,
    });
    expect(passages).toEqual(['Intro.', 'How long does delivery take? 2–4 working days.']);
  });

  it('survives empty or foreign content', () => {
    expect(richTextPassages(null)).toEqual([]);
    expect(richTextPassages({ root: {} })).toEqual([]);
  });
});
