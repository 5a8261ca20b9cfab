import { APIError, type CollectionBeforeDeleteHook } from 'payload';

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
    const error = new APIError(
      `This brand still has ${totalDocs} products. Move them to another brand or delete them first.`,
      409,
      { products: totalDocs },
      true,
    );
    // The bundled class loses its name, and Payload's error formatter answers a nameless error of another
    // bundle's APIError class with "An unknown error occurred."
    error.name = 'APIError';
    throw error;
  }
};
