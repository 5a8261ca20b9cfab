import { z } from 'zod';
import { lensChoiceSchema, MAX_BOXES_PER_EYE } from '@/modules/configurator';
import { MAX_LINE_QUANTITY } from './cart-constants';

const requestKey = z.string().min(8).max(80);
const dioptres = z.number().min(-30).max(30);

const eyeLenses = z.object({
  boxes: z.number().int().min(1).max(MAX_BOXES_PER_EYE),
  sphere: dioptres,
  baseCurve: z.number().min(7).max(10),
  cylinder: dioptres.optional(),
  axis: z.number().int().min(0).max(180).optional(),
  addition: dioptres.optional(),
});

/**
 * `POST /data/cart`: a frame (with lenses for glasses, optionally for sunglasses), contact lenses per eye, or
 * contact-lens eye tests.
 */
export const addToCartSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('frame'),
    sku: z.string().min(1).max(40),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
    lenses: z.optional(lensChoiceSchema),
    requestKey,
  }),
  z.object({
    type: z.literal('contactLenses'),
    sku: z.string().min(1).max(40),
    eyes: z.object({ right: eyeLenses.optional(), left: eyeLenses.optional() }),
    requestKey,
  }),
  z.object({
    type: z.literal('eyeTest'),
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
    requestKey,
  }),
]);
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const quantitySchema = z.object({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) });
