import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { listOwnStores } from '@/modules/opticians';
import { CartCount } from '@/modules/cart';
import { SearchBox } from '@/modules/search';
import { WishlistCount } from '@/modules/wishlist';
import type { RequestContext } from '@/platform/context/request-context';
import { helpHubPath } from '@/platform/locale/help-hub';
import { serverConfig } from '@/platform/config/server-config';
import { getNavigation } from '../data/navigation';
import { fragmentClient } from '../fragments/fragments';
import { STORE_CHOICE_COOKIE } from '../store-choice-cookie';
import { AccountLink } from './AccountLink';
import { HeaderView } from './HeaderView';
import { MenuButton } from './MenuButton';
import { StoreChoice } from './StoreChoice';

async function BamStoreChoice({ context }: { context: RequestContext }) {
  const [stores, jar] = await Promise.all([listOwnStores(context.country), cookies()]);
  return <StoreChoice stores={stores} currentStoreId={jar.get(STORE_CHOICE_COOKIE)?.value} />;
}

/** The header: the configured header service's snippet, or the shop's own header. */
export async function ShellHeader({ context }: { context: RequestContext }) {
  const storeChoice = context.application === 'bam' ? <BamStoreChoice context={context} /> : undefined;
  if (serverConfig().headerService) {
    const jar = await cookies();
    const html = await fragmentClient()!.header({
      locale: context.locale,
      channel: context.channel,
      application: context.application,
      cookies: jar.getAll(),
    });
    return (
      <>
        {storeChoice}
        <div data-fragment="header" dangerouslySetInnerHTML={{ __html: html }} />
      </>
    );
  }
  const [t, navigation] = await Promise.all([getTranslations('shell'), getNavigation(context.locale)]);
  return (
    <HeaderView
      t={t}
      navigation={navigation}
      helpHref={helpHubPath(context.locale)}
      slots={{
        account: <AccountLink />,
        menuButton: <MenuButton />,
        storeChoice,
        search: <SearchBox />,
        wishlistBadge: <WishlistCount />,
        cartBadge: <CartCount />,
      }}
    />
  );
}
