import { loadCatalogue } from '../model/catalogue-store';
import type { Brand, BrandLogoWallBlock } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { LazyImage } from '@/ui/LazyImage';
import { componentMarks, responsiveImage, type ResponsiveImage } from '@/ui/block-marks';

interface WallBrand {
  id: string;
  name: string;
  logo: ResponsiveImage | null;
}

/** The chosen brands (all the catalogue's when none are chosen), each a link to its brand page. */
export async function BrandLogoWallBlockView({
  block,
  context,
}: {
  block: BrandLogoWallBlock;
  context: RequestContext;
}) {
  const chosen = (block.brands ?? []).filter((brand): brand is Brand => typeof brand === 'object');
  const brands: WallBrand[] =
    chosen.length > 0
      ? chosen.map((brand) => ({ id: brand.id, name: brand.name, logo: responsiveImage(brand.logo) }))
      : [...(await loadCatalogue(context.locale)).brands.values()]
          .sort((a, b) => a.name.localeCompare(b.name, context.locale))
          .map((brand) => ({ id: brand.id, name: brand.name, logo: null }));
  if (brands.length === 0) return null;
  return (
    <section
      {...componentMarks('brand_logo_wall', block.tracking)}
      className="my-8"
      aria-label={block.heading ?? undefined}
    >
      {block.heading && <h2 className="mb-4 text-2xl font-semibold">{block.heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <a
              href={`/brillen/${brand.id}.html`}
              data-component-click="brandlogo"
              data-element-text={brand.name}
              className="flex h-20 items-center justify-center rounded-lg border border-line bg-white px-3 text-center font-serif text-lg tracking-wide uppercase hover:border-brand"
            >
              {brand.logo ? (
                <LazyImage
                  src={brand.logo.src}
                  srcSet={brand.logo.srcSet}
                  sizes="160px"
                  alt={brand.name}
                  width={brand.logo.width}
                  height={brand.logo.height}
                  className="max-h-14 w-auto object-contain"
                />
              ) : (
                brand.name
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
