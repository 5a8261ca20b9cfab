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

/** Query values every route may get, and those a route reads itself (`RouteSpec.query`). */
const commonQuery = fc.record(
  {
    locale: fc.oneof(fc.constantFrom(...LOCALES), fc.constantFrom('de-', '-', 'xx-YY', 'DE-de'), oddText),
    application: fc.constantFrom('bam', 'web', ''),
    page: fc.oneof(fc.integer({ min: -5, max: 1000 }).map(String), oddText),
    q: oddText,
    sort: fc.constantFrom('price-asc', 'popularity-desc', 'nope'),
    token: fc.oneof(oddText, fc.constant(encodeURIComponent('é'.repeat(32)))),
    debugTracking: fc.constantFrom('1', '0'),
  },
  { requiredKeys: [] },
);
const queryOf = (own: Record<string, fc.Arbitrary<string>> = {}) =>
  fc.tuple(commonQuery, fc.record(own, { requiredKeys: [] })).map(([common, values]) =>
    Object.entries({ ...common, ...values })
      .map(([name, value]) => `${name}=${value}`)
      .join('&'),
  );
/** A query value: one of the route's own or an odd one. */
const value = (...valid: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, oddText);

const headers = fc.record(
  {
    cookie: fc.oneof(
      fc.constantFrom('shop_locale=de-', 'shop_locale=fr-FR', 'payload-token=garbage', 'shop_visitor=%ZZ'),
      fc.string({ maxLength: 60 }).map((value) => `shop_visitor=${encodeURIComponent(value)}`),
    ),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*'),
    'accept-language': fc.constantFrom('de', 'fr-FR,fr;q=0.9', '*', ';;'),
    host: fc.constantFrom('localhost', 'eyewear-shop.fr', '__proto__', 'constructor'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null'),
    referer: fc.constantFrom('http://localhost/wishlist', 'https://evil.example/', '%ZZ'),
    'x-forwarded-for': fc.constantFrom('203.0.113.7', '10.0.0.1, 203.0.113.7', 'garbage', ''),
    'x-forwarded-proto': fc.constantFrom('https', 'gopher'),
    authorization: fc.constantFrom(
      'optician-accounts API-Key nope',
      'Bearer x',
      'optician-accounts API-Key ' + 'k'.repeat(500),
    ),
    'dy-api-key': fc.constantFrom('builtin-de', 'builtin-fr', 'nope', ''),
    'x-payment-signature': fc.constantFrom('sha256=00', 'sha256=' + '0'.repeat(64), 'nope'),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"%ZZ"'),
    range: fc.constantFrom('bytes=0-10', 'bytes=-1', 'bytes=x'),
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
  /** The query parameters the route reads, with values it knows and odd ones. */
  query?: Record<string, fc.Arbitrary<string>>;
  body?: fc.Arbitrary<string>;
}

/** What the storefront's pages read from the address: filters, sort, finder, mail links. */
const pageQuery = {
  shape: value('round', 'square'),
  colour: value('black', 'havana'),
  priceMax: value('120', '-1', '1e309'),
  variant: value('100094-02', '300001-p1'),
  unsubscribe: oddText,
  appointment: oddText,
  bbox: value('5.8,47.2,15.1,55.1', '1,2,3', '180,90,-180,-90'),
  next: value('/account', '//evil.example', 'https://evil.example'),
};

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
    '/account/verify',
    '/account/reset-password',
    '/prescription-sunglasses',
    '/sonnenbrillen-mit-sehstaerke',
    '/service/so-gehts',
    '/impressum',
    '/agb',
    '/datenschutz',
    '/robots.txt',
    '/sitemap.xml',
    '/admin',
  ].map((page) => ({
    route: `GET ${page}`,
    methods: ['GET', 'HEAD'],
    path: fc.constant(page),
    query: pageQuery,
  })),
  {
    route: 'GET /l/{kind}/{id}',
    methods: ['GET'],
    query: pageQuery,
    path: fc
      .tuple(segment('pg', 'sg', 'mix'), segment('100', '110', '200', '310'))
      .map(([kind, id]) => `/l/${kind}/${id}`),
  },
  {
    route: 'GET /p/{kind}/{id}',
    methods: ['GET'],
    query: pageQuery,
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
  {
    route: 'GET /api/preview',
    methods: ['GET'],
    path: fc.constantFrom('/api/preview', '/api/preview/exit'),
    query: { path: value('/impressum', '//evil.example', '/'), locale: value('de-DE') },
  },
  {
    route: 'GET /fragments/{header|footer}',
    methods: ['GET'],
    path: fc.constantFrom('/fragments/header', '/fragments/footer'),
    query: { channel: value('web', 'bam') },
  },
  {
    route: 'GET /search/suggest',
    methods: ['GET'],
    path: fc.constant('/search/suggest'),
    query: { q: value('sonnenbrille', 'heliofrom', encodeURIComponent('grün'), 'x'.repeat(500)) },
  },
  {
    route: 'GET /data/reviews/{productId}',
    methods: ['GET'],
    path: productId.map((id) => `/data/reviews/${id}`),
  },
  {
    route: 'GET /data/appointments/slots',
    methods: ['GET'],
    path: fc.constant('/data/appointments/slots'),
    query: {
      optician: value('1', '2', '99999'),
      service: value('eyeTestConsultation', 'contactLensFitting', 'x'),
    },
  },
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
  {
    route: 'GET /data/products',
    methods: ['GET'],
    path: fc.constant('/data/products'),
    query: {
      ids: fc.oneof(
        fc
          .array(fc.constantFrom('100001', '100094', '300001', 'x', '-1'), { maxLength: 40 })
          .map((ids) => ids.join(',')),
        oddText,
      ),
    },
  },
  {
    route: 'GET /data/opticians',
    methods: ['GET'],
    path: fc.constant('/data/opticians'),
    query: { bbox: pageQuery.bbox, q: value('10115', 'SW1A', 'Goteborg') },
  },
  {
    route: 'GET /assets/products/{variantId}/{file}',
    methods: ['GET', 'HEAD'],
    path: fc
      .tuple(segment('100094-02', '300001-p1'), segment('front.svg', 'model.glb'))
      .map(([variant, file]) => `/assets/products/${variant}/${file}`),
  },
  {
    route: 'GET /assets/tryon/{file}',
    methods: ['GET'],
    path: segment('tfjs-backend-wasm.wasm', 'blazeface.json').map((file) => `/assets/tryon/${file}`),
  },
  {
    route: 'GET /map/maplibre-gl-worker.mjs',
    methods: ['GET'],
    path: fc.constant('/map/maplibre-gl-worker.mjs'),
  },
  { route: 'GET /api/tracking-debug', methods: ['GET'], path: fc.constant('/api/tracking-debug') },
  {
    route: 'POST /api/customers/{login|forgot-password}',
    methods: ['POST'],
    path: fc.constantFrom('/api/customers/login', '/api/customers/forgot-password'),
    body: body({ email, password: text }),
  },
  {
    route: 'GET /api/{collection}',
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    path: fc
      .tuple(
        segment('customers', 'orders', 'gift-cards', 'users', 'newsletter-subscriptions'),
        fc.option(segment('1', 'me', 'export.csv')),
      )
      .map(([collection, id]) => `/api/${collection}${id === null ? '' : `/${id}`}`),
    query: { where: oddText, depth: value('0', '100'), limit: value('10', '100000') },
    body: body({ email, password: text, balance: fc.integer() }),
  },
  {
    route: 'POST /data/newsletter/confirm',
    methods: ['POST'],
    path: fc.constant('/data/newsletter/confirm'),
    body: body({ token: text }),
  },
  {
    route: 'POST /data/checkout/payment-events',
    methods: ['POST'],
    path: fc.constant('/data/checkout/payment-events'),
    body: body({
      orderNumber: fc.constantFrom('A-100001', 'X'),
      status: fc.constantFrom('authorised', 'declined', 'x'),
      reference: text,
      reason: text,
    }),
  },
];

/** One request to any route, with its query, headers and (for writes) a body that is JSON or not. */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .constantFrom(...ROUTES)
  .chain((spec) =>
    fc.record({
      spec: fc.constant(spec),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...spec.methods) },
        fc.constantFrom('PUT', 'OPTIONS', 'PATCH', 'HEAD', 'PROPFIND', 'TRACE'),
      ),
      path: spec.path,
      search: queryOf(spec.query),
      headers,
      body: fc.oneof({ weight: 4, arbitrary: spec.body ?? body({}) }, notJson),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    }),
  )
  .map(({ spec, method, path, search, headers: sent, body: payload, contentType }) => {
    const hasBody = !['GET', 'HEAD'].includes(method);
    return {
      route: spec.route,
      method,
      path: search ? `${path}?${search}` : path,
      headers: hasBody ? { ...sent, 'content-type': contentType } : sent,
      body: hasBody ? payload : undefined,
    };
  });
