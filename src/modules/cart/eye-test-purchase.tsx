import { CONTACT_LENS_EYE_TEST_PRICE, CONTACT_LENS_EYE_TEST_SKU } from '@/modules/opticians';
import type { RequestContext } from '@/platform/context/request-context';
import { sectionTranslator } from '@/platform/i18n/translator';
import { QuickAdd } from './QuickAdd';

/** The contact-lens eye test's "Add to basket" on its page (`/kontaktlinsen-test`). */
export async function eyeTestPurchase(context: RequestContext) {
  const t = await sectionTranslator(context.locale, 'eyeTests');
  const price = CONTACT_LENS_EYE_TEST_PRICE[context.currency];
  const name = t('item.name');
  return (
    <QuickAdd
      input={{ type: 'eyeTest', quantity: 1 }}
      kind="eyeTest"
      wishlisted={false}
      name={name}
      price={price}
      currency={context.currency}
      item={{
        itemId: CONTACT_LENS_EYE_TEST_SKU,
        itemName: name,
        itemBrand: t('item.brand'),
        itemCategory: 'eyeTest',
        itemVariant: CONTACT_LENS_EYE_TEST_SKU,
        price: price.toFixed(2),
        quantity: '1',
        sale: 'false',
        badge: '',
        strikePrice: '',
      }}
    />
  );
}
