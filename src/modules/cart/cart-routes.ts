import { NextResponse, type NextRequest } from 'next/server';
import { fieldErrorMessage } from '@/modules/configurator';
import { dataRequestContext } from '@/platform/context/data-request-context';
import type { RequestContext } from '@/platform/context/request-context';
import { shopperOwner } from '@/modules/accounts';
import { rememberVisitor, type VisitorOwner } from '@/platform/context/visitor';
import { jsonBodyOf } from '@/platform/http/json-body';
import { PRIVATE_NO_STORE } from '@/platform/http/private-json';
import { sectionTranslator, type Translate } from '@/platform/i18n/translator';
import { logger } from '@/platform/logging/logger';
import { addToCartSchema, quantitySchema } from './cart-input';
import { CartInputError, addToCart } from './cart-service';
import { CartFullError, UnknownLineError, cartLines, removeLine, setLineQuantity } from './cart-store';
import { cartView } from './cart-view';
import { MAX_CART_LINES } from './cart-constants';

const LINE_ID = /^\d{1,12}$/;

interface Call {
  request: NextRequest;
  context: RequestContext;
  owner: VisitorOwner;
  t: Translate;
}

type Handler = (call: Call) => Promise<NextResponse | undefined>;

async function refusal(error: unknown, { context, t }: Pick<Call, 'context' | 't'>): Promise<NextResponse> {
  const headers = { ...PRIVATE_NO_STORE, 'content-language': context.locale };
  if (error instanceof CartInputError) {
    const status = error.reason === 'unknownSku' ? 404 : error.reason === 'soldOut' ? 409 : 400;
    if (error.reason !== 'invalid')
      return NextResponse.json({ message: t(`error.${error.reason}`) }, { status, headers });
    const configurator = await sectionTranslator(context.locale, 'configurator');
    return NextResponse.json(
      {
        message: t('error.invalid'),
        errors: error.fieldErrors.map((fieldError) => ({
          ...fieldError,
          message: fieldErrorMessage(configurator, fieldError),
        })),
      },
      { status, headers },
    );
  }
  if (error instanceof CartFullError) {
    return NextResponse.json({ message: t('error.full', { max: MAX_CART_LINES }) }, { status: 409, headers });
  }
  if (error instanceof UnknownLineError) {
    return NextResponse.json({ message: t('error.unknownLine') }, { status: 404, headers });
  }
  logger.warn({ err: (error as Error).message }, 'cart not reachable');
  return NextResponse.json({ message: t('error.unavailable') }, { status: 503, headers });
}

/**
 * Runs a cart change for the visitor and answers with the whole priced cart (or the change's own answer);
 * refusals are JSON `{message}` in the reader's language, with `errors` per field for the lenses.
 */
async function cartAnswer(request: NextRequest, handle: Handler, status = 200): Promise<NextResponse> {
  const context = dataRequestContext(request);
  const t = await sectionTranslator(context.locale, 'cart');
  try {
    const call: Call = { request, context, owner: await shopperOwner(request), t };
    const early = await handle(call);
    if (early) return early;
    const lines = await cartLines(call.owner.key);
    const response = NextResponse.json(await cartView(lines, context), {
      status,
      headers: { ...PRIVATE_NO_STORE, 'content-language': context.locale },
    });
    // Only a change gives the browser its id: parallel first reads must not hand out different ones.
    if (request.method !== 'GET') rememberVisitor(response, call.owner, request);
    return response;
  } catch (error) {
    return refusal(error, { context, t });
  }
}

const badRequest = ({ context, t }: Call, key: string) =>
  NextResponse.json(
    { message: t(key) },
    { status: 400, headers: { ...PRIVATE_NO_STORE, 'content-language': context.locale } },
  );

interface LineParams {
  params: Promise<{ lineId: string }>;
}

/** `GET|POST /data/cart`, `PATCH|DELETE /data/cart/{lineId}`. */
export const cartRoutes = {
  read: (request: NextRequest) => cartAnswer(request, async () => undefined),
  add: (request: NextRequest) =>
    cartAnswer(
      request,
      async (call) => {
        const parsed = addToCartSchema.safeParse(await jsonBodyOf(request));
        if (!parsed.success) return badRequest(call, 'error.badRequest');
        await addToCart(call.owner.key, parsed.data, call.context.locale);
        return undefined;
      },
      201,
    ),
  setQuantity: async (request: NextRequest, { params }: LineParams) => {
    const { lineId } = await params;
    return cartAnswer(request, async (call) => {
      if (!LINE_ID.test(lineId)) throw new UnknownLineError(lineId);
      const parsed = quantitySchema.safeParse(await jsonBodyOf(request));
      if (!parsed.success) return badRequest(call, 'error.quantity');
      await setLineQuantity(call.owner.key, lineId, parsed.data.quantity);
      return undefined;
    });
  },
  remove: async (request: NextRequest, { params }: LineParams) => {
    const { lineId } = await params;
    return cartAnswer(request, async (call) => {
      if (!LINE_ID.test(lineId)) throw new UnknownLineError(lineId);
      await removeLine(call.owner.key, lineId);
      return undefined;
    });
  },
};
