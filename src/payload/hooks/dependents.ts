import type { CollectionBeforeDeleteHook } from 'payload';
import { staffError } from '../staff-error';

/** A product's reviews go with it (they reference it and mean nothing without it). */
export const deleteReviewsOfProduct: CollectionBeforeDeleteHook = async ({ req, id }) => {
  await req.payload.delete({ collection: 'reviews', where: { product: { equals: id } }, req });
};

/** A brand with products cannot be deleted: the editor is told how many products to move or delete first. */
export const refuseBrandWithProducts: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'products',
    where: { brand: { equals: id } },
    req,
  });
  if (totalDocs > 0) {
    throw staffError(
      `This brand still has ${totalDocs} products. Move them to another brand or delete them first.`,
      409,
      { products: totalDocs },
    );
  }
};
