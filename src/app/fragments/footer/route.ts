import type { NextRequest } from 'next/server';
import { createElement } from 'react';
import { FooterView, getFooterContent, renderFragment } from '@/modules/shell';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return renderFragment(request, async (context, t) =>
    createElement(FooterView, {
      t,
      locale: context.locale,
      content: await getFooterContent(context.locale),
      year: new Date().getFullYear(),
    }),
  );
}
