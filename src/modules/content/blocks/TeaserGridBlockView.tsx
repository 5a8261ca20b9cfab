import type { TeaserGridBlock } from '@/payload/payload-types';
import { LazyImage } from '@/ui/LazyImage';
import { componentMarks, responsiveImage } from '@/ui/block-marks';
import { hrefOf } from '../block-links';

/** Cards in a grid, each wholly a link; a click is a button click with the card's heading. */
export function TeaserGridBlockView({ block }: { block: TeaserGridBlock }) {
  const Heading = block.heading ? 'h3' : 'h2';
  return (
    <section
      {...componentMarks('teaser_grid', block.tracking)}
      className="my-8"
      aria-label={block.heading ?? undefined}
    >
      {block.heading && <h2 className="mb-4 text-2xl font-semibold">{block.heading}</h2>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.teasers.map((teaser, index) => {
          const image = responsiveImage(teaser.image);
          const href = hrefOf(teaser.link);
          return (
            <li
              key={teaser.id ?? index}
              className="relative flex flex-col overflow-hidden rounded-lg border border-line bg-white"
            >
              {image && (
                <div className="aspect-[3/2]">
                  <LazyImage
                    src={image.src}
                    srcSet={image.srcSet}
                    sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
                    alt=""
                    width={image.width}
                    height={image.height}
                    className="h-full w-full object-cover"
                  />
                </div>
              )}
              <div className="p-4">
                <Heading className="mb-1 text-lg font-semibold">
                  {href ? (
                    <a
                      href={href}
                      className="after:absolute after:inset-0 hover:underline"
                      data-component-click="button"
                    >
                      {teaser.heading}
                    </a>
                  ) : (
                    teaser.heading
                  )}
                </Heading>
                {teaser.text && <p className="text-sm text-ink/80">{teaser.text}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
