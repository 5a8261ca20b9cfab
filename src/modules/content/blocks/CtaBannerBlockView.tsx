import type { CtaBannerBlock } from '@/payload/payload-types';
import { componentMarks } from '@/ui/block-marks';
import { hrefOf } from '../block-links';

export function CtaBannerBlockView({ block }: { block: CtaBannerBlock }) {
  const href = hrefOf(block.link);
  return (
    <section
      {...componentMarks('cta_banner', block.tracking)}
      className="my-8 flex flex-col items-start gap-3 rounded-xl bg-brand-dark px-6 py-8 text-white sm:flex-row sm:items-center"
    >
      <div className="sm:mr-auto">
        <h2 className="mb-1 text-2xl font-bold">{block.heading}</h2>
        {block.text && <p>{block.text}</p>}
      </div>
      {href && (
        <a
          href={href}
          className="rounded bg-white px-5 py-3 font-semibold text-brand-dark hover:bg-mist"
          data-component-click="cta"
        >
          {block.link.label}
        </a>
      )}
    </section>
  );
}
