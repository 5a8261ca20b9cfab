import type { GroupField, NumberFieldSingleValidation } from 'payload';
import { number } from 'payload/shared';
import { CURRENCIES } from '@/modules/catalogue/constants';

const belowRegularPrice =
  (regularField: string): NumberFieldSingleValidation =>
  (value, args) => {
    const regular = (args.siblingData as Record<string, unknown>)[regularField];
    if (value != null && typeof regular === 'number' && value >= regular) {
      return args.req.i18n?.language === 'de'
        ? 'Der Aktionspreis muss unter dem regulären Preis liegen.'
        : 'The sale price must be below the regular price.';
    }
    return number(value, args);
  };

/**
 * The price in every storefront currency (`eur`, `chf`, …) and its optional sale price (`eurSale`, …); a sale
 * price is shown with the regular price struck through.
 */
export function pricesField(): GroupField {
  return {
    name: 'prices',
    type: 'group',
    admin: { description: 'Leave a sale price empty when the product is not on sale in that currency.' },
    fields: CURRENCIES.map((currency) => {
      const regular = currency.toLowerCase();
      return {
        type: 'row' as const,
        fields: [
          { name: regular, label: currency, type: 'number' as const, required: true, min: 0 },
          {
            name: `${regular}Sale`,
            label: `${currency} sale`,
            type: 'number' as const,
            min: 0,
            validate: belowRegularPrice(regular),
          },
        ],
      };
    }),
  };
}
