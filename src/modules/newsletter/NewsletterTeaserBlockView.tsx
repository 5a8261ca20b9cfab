import { NewsletterModalButton } from './NewsletterButton';
import type { NewsletterTeaserBlock } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { featureEnabled } from '@/modules/flags';
import { componentMarks } from '@/ui/block-marks';

const BUTTON_CLASSES = 'rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark';

/**
 * The newsletter's invitation; its button opens the sign-up dialog (a button click, then modal_open), or,
 * where the `newsletter-modal` flag is off, leads to the newsletter page.
 */
export async function NewsletterTeaserBlockView({
  block,
  context,
}: {
  block: NewsletterTeaserBlock;
  context: RequestContext;
}) {
  const modal = await featureEnabled('newsletter-modal', context);
  return (
    <section
      {...componentMarks('newsletter_teaser', block.tracking)}
      className="my-8 rounded-xl border-2 border-brand px-6 py-8 text-center"
    >
      <h2 className="mb-2 text-2xl font-bold">{block.heading}</h2>
      {block.text && <p className="mx-auto mb-4 max-w-xl">{block.text}</p>}
      <span data-component-click="button" data-element-text={block.buttonLabel}>
        {modal ? (
          <NewsletterModalButton label={block.buttonLabel} className={BUTTON_CLASSES} />
        ) : (
          <a href="/newsletter" className={`inline-block ${BUTTON_CLASSES}`}>
            {block.buttonLabel}
          </a>
        )}
      </span>
    </section>
  );
}
