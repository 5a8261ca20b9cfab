type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>;

/**
 * Payload's REST handler looks a path's first segment up on a plain object of collections, so
 * `/api/constructor` finds Object's constructor instead of a collection and fails with 500. A name every
 * object inherits is no collection: it is answered 404 before Payload sees it.
 */
export const refusingInheritedNames =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const [first = ''] = (await args.params).slug ?? [];
    if (first in Object.prototype)
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    return handler(request, args);
  };
