import type { PayloadHandler } from 'payload';

const COLUMNS = [
  'email',
  'status',
  'country',
  'locale',
  'salutation',
  'firstName',
  'postalCode',
  'category',
  'consent.givenAt',
  'consent.source',
  'consent.textVersion',
  'consent.doubleOptIn',
  'confirmedAt',
  'unsubscribedAt',
] as const;

/** A CSV cell: quoted, quotes doubled, and formula starters defused for spreadsheet programs. */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const valueAt = (doc: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc);

/** GET /api/newsletter-subscriptions/export.csv: every subscription with its consent record, for operators. */
export const exportSubscriptionsCsv: PayloadHandler = async (req) => {
  if (req.user?.collection !== 'users')
    return Response.json({ message: 'Log in to the backoffice first.' }, { status: 401 });
  const { docs } = await req.payload.find({
    collection: 'newsletter-subscriptions',
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'createdAt',
  });
  const lines = [
    COLUMNS.join(','),
    ...docs.map((doc) => COLUMNS.map((column) => cell(valueAt(doc as never, column))).join(',')),
  ];
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="newsletter-subscriptions.csv"',
    },
  });
};
