import type { Translate } from '@/platform/i18n/translator';
import type { EyeLenses } from './contact-lens-order';
import { signedDioptres } from './decimal-input';
import type { LensConfiguration } from './lens-configuration';
import type { Eye } from './prescription';

/** The lenses of a pair of glasses in a few words, for the cart and the order (`t`: configurator section). */
export function lensSummary(
  t: Translate,
  lenses: LensConfiguration,
  format: (value: number, fractionDigits: number) => string,
): string[] {
  return [
    t(`lensType.${lenses.lensType}`),
    t(`portfolio.${lenses.portfolio}.name`),
    t('summary.index', { index: format(Number(lenses.index), lenses.index.split('.')[1]!.length) }),
    ...(lenses.fieldOfView ? [t(`fieldOfView.${lenses.fieldOfView}.name`)] : []),
    ...lenses.coatings.map((coating) => t(`coating.${coating}.name`)),
    lenses.tintType === 'none'
      ? t('summary.noTint')
      : `${t(`tintType.${lenses.tintType}`)} · ${t(`tintColour.${lenses.tintColour}`)}`,
  ];
}

/** One eye's contact lens parameters ("Right eye · SPH −1.25 · BC 8.6"). */
export function eyeLensSummary(
  t: Translate,
  eye: Eye,
  lenses: EyeLenses,
  format: (value: number) => string,
): string[] {
  return [
    t(`eye.${eye}`),
    `SPH ${signedDioptres(lenses.sphere, format)}`,
    `BC ${format(lenses.baseCurve)}`,
    ...(lenses.cylinder !== undefined
      ? [`CYL ${signedDioptres(lenses.cylinder, format)}`, `AX ${lenses.axis}°`]
      : []),
    ...(lenses.addition !== undefined ? [`ADD ${signedDioptres(lenses.addition, format)}`] : []),
  ];
}
