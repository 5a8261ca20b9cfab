import type { NextResponse } from 'next/server';
import { fieldErrorMessage } from '@/modules/configurator';
import { shopperOwner } from '@/modules/accounts';
import { rememberVisitor, type VisitorOwner } from '@/platform/context/visitor';
import { dataEndpoint, type DataCall } from '@/platform/http/data-endpoint';
import { sectionTranslator } from '@/platform/i18n/translator';
import { addToCartSchema, quantitySchema } from './cart-input';
import { CartInputError, addToCart } from './cart-service';
import { CartFullError, UnknownLineError, cartLines, removeLine, setLineQuantity } from './cart-store';
import { cartView } from './cart-view';
import { MAX_CART_LINES } from './cart-constants';

const LINE_ID = /^\d{1,12}$/;

async function refusalOf(error: unknown, call: DataCall): Promise<NextResponse | undefined> {
  if (error instanceof CartInputError) {
    const status = error.reason === 'unknownSku' ? 404 : error.reason === 'soldOut' ? 409 : 400;
    if (error.reason !== 'invalid') return call.refuse(status, `error.${error.reason}`);
    const configurator = await sectionTranslator(call.context.locale, 'configurator');
    return call.answer(
      {
        message: call.t('error.invalid'),
        errors: error.fieldErrors.map((fieldError) => ({
          ...fieldError,
          message: fieldErrorMessage(configurator, fieldError),
        })),
      },
      status,
    );
  }
  if (error instanceof CartFullError) return call.refuse(409, 'error.full', { max: MAX_CART_LINES });
  if (error instanceof UnknownLineError) return call.refuse(404, 'error.unknownLine');
  return undefined;
}

/**
 * Runs a cart change for the visitor and answers with the whole priced cart (or the change's refusal);
 * refusals are JSON `{message}` in the reader's language, with `errors` per field for the lenses.
 */
const cartEndpoint = <Params>(
  change: (call: DataCall, owner: VisitorOwner, params: Params) => Promise<NextResponse | undefined>,
  status = 200,
) =>
  dataEndpoint<Params>(
    { section: 'cart', unavailable: 'error.unavailable', failure: 'cart not reachable', refusalOf },
    async (call, params) => {
      const owner = await shopperOwner(call.request);
      const refusal = await change(call, owner, params);
      if (refusal) return refusal;
      const response = call.answer(await cartView(await cartLines(owner.key), call.context), status);
      // Only a change gives the browser its id: parallel first reads must not hand out different ones.
      if (call.request.method !== 'GET') rememberVisitor(response, owner, call.request);
      return response;
    },
  );

interface LineParams {
  params: Promise<{ lineId: string }>;
}

async function lineIdOf({ params }: LineParams): Promise<string> {
  const { lineId } = await params;
  if (!LINE_ID.test(lineId)) throw new UnknownLineError(lineId);
  return lineId;
}

/** `GET|POST /data/cart`, `PATCH|DELETE /data/cart/{lineId}`. */
export const cartHandlers = {
  read: cartEndpoint(async () => undefined),
  add: cartEndpoint(async (call, owner) => {
    const { data, refusal } = await call.body(addToCartSchema, {
      message: call.t('error.badRequest'),
      fieldsOf: () => ({}),
    });
    if (refusal) return refusal;
    await addToCart(owner.key, data, call.context.locale);
    return undefined;
  }, 201),
  setQuantity: cartEndpoint<LineParams>(async (call, owner, params) => {
    const lineId = await lineIdOf(params);
    const { data, refusal } = await call.body(quantitySchema, {
      message: call.t('error.quantity'),
      fieldsOf: () => ({ quantity: call.t('error.quantity') }),
    });
    if (refusal) return refusal;
    await setLineQuantity(owner.key, lineId, data.quantity);
    return undefined;
  }),
  remove: cartEndpoint<LineParams>(async (_call, owner, params) => {
    await removeLine(owner.key, await lineIdOf(params));
    return undefined;
  }),
};
