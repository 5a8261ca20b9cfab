import type { CurrencyCode } from '@/platform/locale/locales';
import { sumOf } from '@/platform/money/amounts';
import type { LensConfiguration } from './lens-configuration';
import {
  BASE_PRICES,
  COATING_PRICES,
  FIELD_OF_VIEW_PRICES,
  INDEX_PRICES,
  TINT_TYPE_PRICES,
  type OptionPrice,
} from './lens-options';

export interface PriceLine {
  section: 'lens_type' | 'refraction_index' | 'field_of_view' | 'coating' | 'tint_type';
  optionId: string;
  amount: number;
}

/** The choices that cost something (the tint colour and the prescription do not). */
type PricedChoices = Pick<
  LensConfiguration,
  'portfolio' | 'lensType' | 'index' | 'fieldOfView' | 'coatings' | 'tintType'
>;

/** What the lenses cost, line by line (only the choices that cost something) and in total. */
export function lensPrice(
  configuration: PricedChoices,
  currency: CurrencyCode,
): { lines: PriceLine[]; total: number } {
  const candidates: ReadonlyArray<readonly [PriceLine['section'], string, OptionPrice]> = [
    [
      'lens_type',
      `${configuration.lensType}/${configuration.portfolio}`,
      BASE_PRICES[configuration.lensType][configuration.portfolio],
    ],
    ['refraction_index', configuration.index, INDEX_PRICES[configuration.index]],
    ...(configuration.fieldOfView
      ? [
          [
            'field_of_view',
            configuration.fieldOfView,
            FIELD_OF_VIEW_PRICES[configuration.fieldOfView],
          ] as const,
        ]
      : []),
    ...configuration.coatings.map((coating) => ['coating', coating, COATING_PRICES[coating]] as const),
    ['tint_type', configuration.tintType, TINT_TYPE_PRICES[configuration.tintType]],
  ];
  const lines = candidates
    .map(([section, optionId, prices]) => ({ section, optionId, amount: prices[currency] }))
    .filter((line) => line.amount > 0);
  return { lines, total: sumOf(lines.map((line) => line.amount)) };
}

/** A frame with its lenses. */
export function configuredPrice(
  framePrice: number,
  configuration: PricedChoices,
  currency: CurrencyCode,
): number {
  return sumOf([framePrice, lensPrice(configuration, currency).total]);
}
