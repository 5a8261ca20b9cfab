import type { ImageLinkBlock } from '@/payload/payload-types';
import { LazyImage } from '@/ui/LazyImage';
import { componentMarks, responsiveImage } from '@/ui/block-marks';
import { hrefOf } from '../block-links';

/** An image that is a link, named by its caption on the image or else by the image's description. */
export function ImageLinkBlockView({ block }: { block: ImageLinkBlock }) {
  const image = responsiveImage(block.image);
  const href = hrefOf(block.link);
  if (!image || !href) return null;
  return (
    <div {...componentMarks('image_link', block.tracking)} className="my-8">
      <a
        href={href}
        className="relative block overflow-hidden rounded-xl"
        data-component-click="image"
        data-product-sku={block.productSku ?? undefined}
      >
        <LazyImage
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1152px) 1152px, 100vw"
          alt={block.caption ? '' : image.alt}
          width={image.width}
          height={image.height}
          className="h-auto w-full"
        />
        {block.caption && (
          <span className="absolute bottom-4 left-4 rounded bg-white px-4 py-2 text-lg font-bold text-ink shadow sm:bottom-8 sm:left-8 sm:text-2xl">
            {block.caption}
          </span>
        )}
      </a>
    </div>
  );
}
