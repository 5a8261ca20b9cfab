import type { NextRequest } from 'next/server';
import { createElement } from 'react';
import { getNavigation, HeaderView, renderFragment } from '@/modules/shell';
import { helpHubPath } from '@/platform/locale/help-hub';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return renderFragment(request, async (context, t) =>
    createElement(HeaderView, {
      t,
      navigation: await getNavigation(context.locale),
      helpHref: helpHubPath(context.locale),
    }),
  );
}
