import { configureLenses, contactLensOrderErrors, EYES, type FrameKind } from '@/modules/configurator';
import { loadCurrentCatalogue, productOfSku } from '@/modules/catalogue';
import { CONTACT_LENS_EYE_TEST_SKU } from '@/modules/opticians';
import { availabilityOfQuantity, unitsOnHand } from '@/modules/stock';
import { payloadClient } from '@/payload/client';
import type { LocaleCode } from '@/platform/locale/locales';
import type { AddToCartInput } from './cart-input';
import type { StoredLine } from './cart-line';
import { addCartLines } from './cart-store';

/** Why an add was refused: the sku, or fields of the lenses or contact lenses. */
export class CartInputError extends Error {
  constructor(
    readonly reason: 'unknownSku' | 'soldOut' | 'lensesRequired' | 'wrongKind' | 'invalid',
    readonly fieldErrors: Array<{ field: string; code: string; eye?: string }> = [],
  ) {
    super(`cart input refused: ${reason}`);
  }
}

/** The lines an add makes, checked against the catalogue and the optical rules. */
async function linesToAdd(input: AddToCartInput, locale: LocaleCode): Promise<Array<Omit<StoredLine, 'id'>>> {
  if (input.type === 'eyeTest') {
    return [
      { sku: CONTACT_LENS_EYE_TEST_SKU, productId: CONTACT_LENS_EYE_TEST_SKU, quantity: input.quantity },
    ];
  }
  const product = productOfSku(await loadCurrentCatalogue(locale), input.sku);
  if (!product) throw new CartInputError('unknownSku');
  if (input.type === 'frame') {
    if (product.kind === 'contactLenses') throw new CartInputError('wrongKind');
    if (availabilityOfQuantity(await unitsOnHand(await payloadClient(), input.sku)) === 'soldOut')
      throw new CartInputError('soldOut');
    const line = { sku: input.sku, productId: product.id, quantity: input.quantity };
    if (!input.lenses) {
      if (product.kind === 'glasses') throw new CartInputError('lensesRequired');
      return [line];
    }
    const { configuration, errors } = configureLenses(input.lenses, product.kind as FrameKind);
    if (!configuration) throw new CartInputError('invalid', errors);
    return [{ ...line, configuration: { type: 'lenses', lenses: configuration } }];
  }
  if (!product.contactLens) throw new CartInputError('wrongKind');
  const errors = contactLensOrderErrors(input.eyes, product.contactLens);
  if (errors.length > 0) {
    throw new CartInputError(
      'invalid',
      errors.map((error) => ({ field: error.field ?? 'eyes', code: error.code, eye: error.eye })),
    );
  }
  return EYES.flatMap((eye) => {
    const lenses = input.eyes[eye];
    if (!lenses) return [];
    const { boxes, ...parameters } = lenses;
    return [
      {
        sku: input.sku,
        productId: product.id,
        quantity: boxes,
        configuration: { type: 'contactLenses' as const, eye, lenses: { boxes, ...parameters } },
      },
    ];
  });
}

export async function addToCart(owner: string, input: AddToCartInput, locale: LocaleCode): Promise<void> {
  await addCartLines(owner, await linesToAdd(input, locale), input.requestKey);
}
