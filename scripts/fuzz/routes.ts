/**
 * The routes and endpoints of the README's tables as request generators for the fuzzer: each gives a method,
 * a path (valid ids, odd and malformed segments), query values and a JSON body shaped like its schema, then
 * mutated (fields dropped, wrong types, long, nested).
 */
import fc from 'fast-check';

export interface FuzzRequest {
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'nl-NL', 'fr-FR', 'es-ES', 'sv-SE', 'no-NO', 'fi-FI', 'en-GB'];

/** A path segment or query value as a client might send it, well-formed or not. */
const oddText = fc.oneof(
  fc.constantFrom(
    '',
    '%',
    '%ZZ',
    '%E0',
    '%25E0',
    '..',
    '%2e%2e',
    '__proto__',
    'constructor',
    'null',
    '0',
    '-1',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.constant('x'.repeat(3000)),
);
const segment = (...valid: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, oddText);

const query = fc
  .record(
    {
      locale: fc.oneof(fc.constantFrom(...LOCALES), fc.constantFrom('de-', '-', 'xx-YY', 'DE-de'), oddText),
      application: fc.constantFrom('bam', 'web', ''),
      page: fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), oddText),
      q: oddText,
      sort: fc.constantFrom('price-asc', 'popularity-desc', 'nope'),
      token: fc.oneof(oddText, fc.constant('é'.repeat(32))),
    },
    { requiredKeys: [] },
  )
  .map((values) =>
    Object.entries(values)
      .map(
        ([name, value]) =>
          `${name}=${name === 'token' && value.includes('é') ? encodeURIComponent(value) : value}`,
      )
      .join('&'),
  );

const headers = fc.record(
  {
    cookie: fc.oneof(
      fc.constantFrom('shop_locale=de-', 'shop_locale=fr-FR', 'payload-token=garbage', 'shop_visitor=%ZZ'),
      fc.string({ maxLength: 60 }).map((value) => `shop_visitor=${encodeURIComponent(value)}`),
    ),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
    'accept-language': fc.constantFrom('de', 'fr-FR,fr;q=0.9', '*', ';;'),
    host: fc.constantFrom('localhost', 'eyewear-shop.fr', '__proto__', 'constructor'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site'),
  },
  { requiredKeys: [] },
);

/** A value of the field's kind, or anything else. */
const field = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant('x'.repeat(20_000)),
    fc.constant(Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), 1)),
  );
const email = fc.oneof(fc.emailAddress(), fc.constant('not-an-email'));
const text = fc.string({ maxLength: 80 });

/** A JSON body: the schema's fields (some dropped, some of the wrong kind) or not an object at all. */
const body = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .oneof(
      {
        weight: 5,
        arbitrary: fc.record(
          Object.fromEntries(Object.entries(shape).map(([key, valid]) => [key, field(valid)])),
          { requiredKeys: [] },
        ),
      },
      fc.jsonValue({ maxDepth: 4 }),
    )
    .map((value) => JSON.stringify(value));
const notJson = fc.constantFrom('{"a":', '', 'null', '[]'.repeat(10), '['.repeat(3000));

interface RouteSpec {
  route: string;
  methods: string[];
  path: fc.Arbitrary<string>;
  body?: fc.Arbitrary<string>;
}

const sku = segment('100094-02', '100094-01', '300001-p1', '200001-01');
const productId = segment('100001', '100094', '200001', '300001');
const address = {
  firstName: text,
  lastName: text,
  street: text,
  postalCode: text,
  city: text,
  country: fc.constantFrom('de', 'fr', 'xx'),
};

export const ROUTES: RouteSpec[] = [
  ...[
    '/',
    '/l/pg/100',
    '/l/sg/200',
    '/l/mix/300',
    '/brillen/nordlicht.html',
    '/search',
    '/partneroptiker',
    '/stores',
    '/kontaktlinsen-test',
    '/brillen-ratgeber',
    '/brillen-ratgeber/kurzsichtigkeit',
    '/newsletter',
    '/service',
    '/wishlist',
    '/cart',
    '/checkout',
    '/login',
    '/register',
    '/account',
    '/account/forgot-password',
  ].map((page) => ({
    route: `GET ${page}`,
    methods: ['GET', 'HEAD'],
    path: fc.constant(page),
  })),
  {
    route: 'GET /l/{kind}/{id}',
    methods: ['GET'],
    path: fc
      .tuple(segment('pg', 'sg', 'mix'), segment('100', '110', '200', '310'))
      .map(([kind, id]) => `/l/${kind}/${id}`),
  },
  {
    route: 'GET /p/{kind}/{id}',
    methods: ['GET'],
    path: fc.tuple(segment('pg', 'sg', 'cl'), productId).map(([kind, id]) => `/p/${kind}/${id}`),
  },
  {
    route: 'GET /brillen/{brand}.html',
    methods: ['GET'],
    path: segment('nordlicht').map((brand) => `/brillen/${brand}.html`),
  },
  {
    route: 'GET /partneroptiker/{id}',
    methods: ['GET'],
    path: segment('1', '2', 'abc').map((id) => `/partneroptiker/${id}`),
  },
  {
    route: 'GET /checkout/confirmation/{number}',
    methods: ['GET'],
    path: segment('X', 'A-100001').map((id) => `/checkout/confirmation/${id}`),
  },
  {
    route: 'GET /checkout/payment/{reference}',
    methods: ['GET'],
    path: segment('sandbox_1').map((id) => `/checkout/payment/${id}`),
  },
  {
    route: 'GET /{unknown}',
    methods: ['GET', 'POST', 'PROPFIND', 'TRACE'],
    path: fc.tuple(oddText, oddText).map(([a, b]) => `/${a}/${b}`),
  },
  { route: 'GET /api/health', methods: ['GET', 'DELETE'], path: fc.constant('/api/health') },
  { route: 'GET /api/session', methods: ['GET', 'POST'], path: fc.constant('/api/session') },
  { route: 'GET /data/wishlist', methods: ['GET'], path: fc.constant('/data/wishlist') },
  {
    route: 'GET /data/wishlist/{add|remove}/{sku}',
    methods: ['GET', 'POST'],
    path: fc.tuple(segment('add', 'remove'), sku).map(([action, id]) => `/data/wishlist/${action}/${id}`),
  },
  {
    route: '/data/account/{action}',
    methods: ['POST', 'GET', 'DELETE'],
    path: fc
      .tuple(
        segment(
          'register',
          'login',
          'logout',
          'verify',
          'forgot-password',
          'reset-password',
          'details',
          'addresses',
          'prescriptions',
        ),
        fc.option(segment('1')),
      )
      .map(([action, id]) => `/data/account/${action}${id === null ? '' : `/${id}`}`),
    body: body({
      email,
      password: text,
      token: text,
      name: text,
      prescription: fc.jsonValue({ maxDepth: 2 }),
      ...address,
    }),
  },
  {
    route: '/data/cart',
    methods: ['GET', 'POST'],
    path: fc.constant('/data/cart'),
    body: body({
      sku: fc.constantFrom('200001-01', '100094-02'),
      quantity: fc.integer({ min: -2, max: 1000 }),
      lenses: fc.jsonValue({ maxDepth: 2 }),
    }),
  },
  {
    route: '/data/cart/{lineId}',
    methods: ['PATCH', 'DELETE'],
    path: segment('1', 'line').map((id) => `/data/cart/${id}`),
    body: body({ quantity: fc.integer({ min: -2, max: 1000 }) }),
  },
  {
    route: 'POST /data/checkout/quote',
    methods: ['POST'],
    path: fc.constant('/data/checkout/quote'),
    body: body({
      shippingMethod: fc.constantFrom('standard', 'express', 'drone'),
      voucherCode: text,
      giftCardCode: fc.constantFrom('DEMO-EUR-01', 'NOPE'),
    }),
  },
  {
    route: 'POST /data/checkout/orders',
    methods: ['POST'],
    path: fc.constant('/data/checkout/orders'),
    body: body({
      placementKey: fc.uuid(),
      email,
      address: fc.record(address),
      shippingMethod: fc.constantFrom('standard', 'express'),
      paymentMethod: fc.constantFrom('card', 'paypal', 'invoice', 'cash'),
      card: fc.jsonValue({ maxDepth: 2 }),
      acceptTerms: fc.boolean(),
    }),
  },
  {
    route: 'POST /data/checkout/payments/{reference}',
    methods: ['POST'],
    path: segment('sandbox_1').map((id) => `/data/checkout/payments/${id}`),
    body: body({ decision: fc.constantFrom('approve', 'cancel', 'x'), code: text }),
  },
  {
    route: 'POST /data/orders/{orderNumber}/return',
    methods: ['POST'],
    path: segment('A-100001').map((id) => `/data/orders/${id}/return`),
    body: body({ reason: text, comment: text }),
  },
  {
    route: 'POST /data/eye-test-vouchers/redeem',
    methods: ['POST'],
    path: fc.constant('/data/eye-test-vouchers/redeem'),
    body: body({ code: fc.constantFrom('KL-AAAA-BBBB', '') }),
  },
  { route: 'GET /api/preview', methods: ['GET'], path: fc.constantFrom('/api/preview', '/api/preview/exit') },
  {
    route: 'GET /fragments/{header|footer}',
    methods: ['GET'],
    path: fc.constantFrom('/fragments/header', '/fragments/footer'),
  },
  { route: 'GET /search/suggest', methods: ['GET'], path: fc.constant('/search/suggest') },
  {
    route: 'GET /data/reviews/{productId}',
    methods: ['GET'],
    path: productId.map((id) => `/data/reviews/${id}`),
  },
  { route: 'GET /data/appointments/slots', methods: ['GET'], path: fc.constant('/data/appointments/slots') },
  {
    route: 'POST /data/appointments',
    methods: ['POST'],
    path: fc.constant('/data/appointments'),
    body: body({
      opticianId: text,
      service: fc.constantFrom('eyeTestConsultation', 'x'),
      start: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      requestKey: fc.uuid(),
      customer: fc.record({ salutation: text, firstName: text, lastName: text, email }),
    }),
  },
  {
    route: '/data/appointments/{token}',
    methods: ['GET', 'POST'],
    path: fc
      .tuple(segment('t'), fc.constantFrom('', '/cancel', '/reschedule'))
      .map(([token, action]) => `/data/appointments/${token}${action}`),
    body: body({ start: text }),
  },
  {
    route: 'POST /data/newsletter',
    methods: ['POST'],
    path: fc.constant('/data/newsletter'),
    body: body({
      email,
      salutation: text,
      firstName: text,
      postalCode: text,
      category: fc.constantFrom('male', 'female', 'fullProductRange', 'x'),
      source: fc.constantFrom('page', 'modal'),
    }),
  },
  {
    route: 'POST /data/newsletter/unsubscribe',
    methods: ['POST'],
    path: fc.constant('/data/newsletter/unsubscribe'),
    body: body({ token: text }),
  },
  {
    route: 'POST /data/support/answer',
    methods: ['POST'],
    path: fc.constant('/data/support/answer'),
    body: body({ question: text }),
  },
  {
    route: 'POST /data/support/requests',
    methods: ['POST'],
    path: fc.constant('/data/support/requests'),
    body: body({ name: text, email, message: text, transcript: fc.jsonValue({ maxDepth: 2 }), page: text }),
  },
  {
    route: 'POST /api/dy/choose',
    methods: ['POST'],
    path: fc.constant('/api/dy/choose'),
    body: body({
      partialRequestData: fc.record({
        url: text,
        locale: fc.constantFrom(...LOCALES),
        campaigns: fc.array(text),
        pageType: text,
        trackPageview: fc.boolean(),
      }),
      options: fc.object(),
      apiOptions: fc.record({ country: fc.constantFrom('de', 'xx') }),
    }),
  },
  {
    route: 'POST /api/dy/engagement',
    methods: ['POST'],
    path: fc.constant('/api/dy/engagement'),
    body: body({
      engagement: fc.record({ type: text, decisionId: text }),
      options: fc.object(),
      apiOptions: fc.object(),
      variationName: text,
    }),
  },
  {
    route: 'POST /api/engine/v2/…',
    methods: ['POST'],
    path: fc.constantFrom(
      '/api/engine/v2/serve/user/choose',
      '/api/engine/v2/collect/user/engagement',
      '/api/engine/v2/collect/user/event',
    ),
    body: body({ user: fc.object(), session: fc.object(), selector: fc.object(), context: fc.object() }),
  },
  { route: 'GET /data/products', methods: ['GET'], path: fc.constant('/data/products') },
];

/** One request to any route, with its query, headers and (for writes) a body that is JSON or not. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .constantFrom(...ROUTES)
  .chain((spec) =>
    fc.record({
      spec: fc.constant(spec),
      method: fc.constantFrom(...spec.methods),
      path: spec.path,
      query,
      headers,
      body: fc.oneof({ weight: 4, arbitrary: spec.body ?? body({}) }, notJson),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    }),
  )
  .map(({ spec, method, path, query: search, headers: sent, body: payload, contentType }) => {
    const hasBody = !['GET', 'HEAD'].includes(method);
    return {
      route: spec.route,
      method,
      path: search ? `${path}?${search}` : path,
      headers: hasBody ? { ...sent, 'content-type': contentType } : sent,
      body: hasBody ? payload : undefined,
    };
  });
