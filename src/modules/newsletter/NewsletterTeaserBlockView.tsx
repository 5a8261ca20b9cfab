import { NewsletterModalButton } from './NewsletterButton';
import type { NewsletterTeaserBlock } from '@/payload/payload-types';
import { componentMarks } from '@/ui/block-marks';

/** The newsletter's invitation; its button opens the sign-up dialog (a button click, then modal_open). */
export function NewsletterTeaserBlockView({ block }: { block: NewsletterTeaserBlock }) {
  return (
    <section
      {...componentMarks('newsletter_teaser', block.tracking)}
      className="my-8 rounded-xl border-2 border-brand px-6 py-8 text-center"
    >
      <h2 className="mb-2 text-2xl font-bold">{block.heading}</h2>
      {block.text && <p className="mx-auto mb-4 max-w-xl">{block.text}</p>}
      <span data-component-click="button" data-element-text={block.buttonLabel}>
        <NewsletterModalButton
          label={block.buttonLabel}
          className="rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
        />
      </span>
    </section>
  );
}
