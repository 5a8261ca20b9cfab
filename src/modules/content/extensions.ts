import type { ReactNode } from 'react';
import type { Page } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';

export type PageBlock = NonNullable<Page['layout']>[number];

/** How another module renders a block type it owns (a carousel of its products, its chat, its sign-up). */
export type BlockView<Type extends PageBlock['blockType']> = (props: {
  block: Extract<PageBlock, { blockType: Type }>;
  context: RequestContext;
}) => ReactNode | Promise<ReactNode>;

/** Other modules' blocks by type, composed by the routes (src/app/…/content-extensions.ts). */
export type ContentExtensions = { [Type in PageBlock['blockType']]?: BlockView<Type> };
