export type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>;

/**
 * Refuses what Payload's REST handler would fail on with 500 instead of refusing:
 * - a path's first segment that every object inherits: Payload looks it up on a plain object of
 *   collections, so `/api/constructor` finds Object's constructor (404);
 * - a `where` that is a plain value (`?where=x`) where Payload expects an object (`?where[field][equals]=…`)
 *   (400).
 */
export const refusingUnreadableRequests =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const [first = ''] = (await args.params).slug ?? [];
    if (first in Object.prototype)
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    if (new URL(request.url).searchParams.has('where'))
      return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400 });
    return handler(request, args);
  };
