import type { Payload } from 'payload';
import type { ProductRow } from './catalogue/product-row';

const EDITORS_PICKS = 8;

/**
 * The recommendation slots: on the home page the bestsellers of the country tested against an editor's
 * list of sunglasses (slot ONE) and, for returning visitors, products like the one they looked at last
 * (THREE); on product pages what the visitor viewed recently (TWO). Titles come from the shop's texts.
 */
export async function loadRecommendationCampaigns(
  payload: Payload,
  catalogue: readonly ProductRow[],
): Promise<number> {
  const picks = catalogue
    .filter((product) => product.kind === 'sunglasses')
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, EDITORS_PICKS)
    .map((product) => product.id);
  await payload.create({
    collection: 'campaigns',
    data: {
      name: 'Home: bestsellers or editor’s picks',
      slot: 'PRODUCT_RECOMMENDATION_ONE',
      priority: 0,
      targeting: { audience: 'all', pages: ['HOMEPAGE'] },
      variations: [
        { name: 'Bestsellers', weight: 50, strategy: 'popularInCountry' },
        { name: 'Editor’s picks', weight: 50, strategy: 'productList', products: picks },
      ],
    },
  });
  await payload.create({
    collection: 'campaigns',
    data: {
      name: 'Product page: recently viewed',
      slot: 'PRODUCT_RECOMMENDATION_TWO',
      priority: 0,
      targeting: { audience: 'all', pages: ['PRODUCT'] },
      variations: [{ name: 'Recently viewed', weight: 100, strategy: 'recentlyViewed' }],
    },
  });
  await payload.create({
    collection: 'campaigns',
    data: {
      name: 'Home: like the one you viewed',
      slot: 'PRODUCT_RECOMMENDATION_THREE',
      priority: 0,
      targeting: { audience: 'all', pages: ['HOMEPAGE'] },
      variations: [{ name: 'Similar to viewed', weight: 100, strategy: 'similarToViewed' }],
    },
  });
  return 3;
}
