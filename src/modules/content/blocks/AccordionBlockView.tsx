import type { AccordionBlock } from '@/payload/payload-types';
import { componentMarks } from '@/ui/block-marks';
import { richTextHtml } from '../rich-text-html';

/** Questions as native disclosure widgets (keyboard and screen readers for free); answers are sanitised rich text. */
export function AccordionBlockView({ block }: { block: AccordionBlock }) {
  return (
    <section
      {...componentMarks('accordion', block.tracking)}
      className="my-8"
      aria-label={block.heading ?? undefined}
    >
      {block.heading && <h2 className="mb-3 text-2xl font-semibold">{block.heading}</h2>}
      <div className="divide-y divide-line rounded-lg border border-line">
        {block.items.map((item, index) => (
          <details key={item.id ?? index} data-accordion-item className="group px-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold">
              {item.question}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="rich-text pb-4" dangerouslySetInnerHTML={{ __html: richTextHtml(item.answer) }} />
          </details>
        ))}
      </div>
    </section>
  );
}
