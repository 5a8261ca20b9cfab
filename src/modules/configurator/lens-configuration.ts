import type { LensChoice } from './lens-choice';
import { availableIndices } from './lens-index';
import {
  COATINGS,
  FIELDS_OF_VIEW,
  LENS_TYPES,
  PORTFOLIOS,
  REFRACTION_INDICES,
  TINT_COLOURS,
  TINT_TYPES,
  type Coating,
  type FieldOfView,
  type LensType,
  type Portfolio,
  type RefractionIndex,
  type TintColour,
  type TintType,
} from './lens-options';
import { readPrescription, type FieldError, type Prescription } from './prescription';

export type FrameKind = 'glasses' | 'sunglasses';

/** The option fields, named like the spec's lens option sections. */
export type OptionField =
  'portfolio' | 'lens_type' | 'refraction_index' | 'field_of_view' | 'coating' | 'tint_color' | 'tint_type';

/** Lenses the lab can make, as ordered. */
export interface LensConfiguration {
  portfolio: Portfolio;
  lensType: LensType;
  index: RefractionIndex;
  fieldOfView?: FieldOfView;
  coatings: Coating[];
  tintColour: TintColour;
  tintType: TintType;
  prescription?: Prescription;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/**
 * Checks the choices for a frame: each option offered, field of view for varifocals only, an index thin
 * enough for the prescription, tints that go together (sunglasses always tinted, polarised only for them),
 * the prescription as its lens type needs it. Returns the configuration, or every error by field.
 */
export function configureLenses(
  choice: LensChoice,
  frameKind: FrameKind,
): { configuration?: LensConfiguration; errors: Array<FieldError<OptionField | FieldError['field']>> } {
  const errors: Array<FieldError<OptionField | FieldError['field']>> = [];
  const refuse = (field: OptionField, code: 'required' | 'notAllowed' | 'notOffered' | 'indexTooLow') =>
    errors.push({ field, code });

  if (!isOneOf(PORTFOLIOS, choice.portfolio)) refuse('portfolio', 'notOffered');
  const lensType = isOneOf(LENS_TYPES, choice.lensType) ? choice.lensType : undefined;
  if (!lensType) refuse('lens_type', 'notOffered');
  if (frameKind === 'sunglasses' && lensType === 'reading') refuse('lens_type', 'notOffered');

  const { prescription, errors: prescriptionErrors } = lensType
    ? readPrescription(choice.prescription ?? {}, lensType)
    : { prescription: undefined, errors: [] };
  errors.push(...prescriptionErrors);

  if (!isOneOf(REFRACTION_INDICES, choice.index)) refuse('refraction_index', 'notOffered');
  else if (
    lensType &&
    prescriptionErrors.length === 0 &&
    !availableIndices(prescription, lensType).includes(choice.index)
  ) {
    refuse('refraction_index', 'indexTooLow');
  }

  if (lensType === 'varifocal') {
    if (choice.fieldOfView === undefined) refuse('field_of_view', 'required');
    else if (!isOneOf(FIELDS_OF_VIEW, choice.fieldOfView)) refuse('field_of_view', 'notOffered');
  } else if (choice.fieldOfView !== undefined) {
    refuse('field_of_view', 'notAllowed');
  }

  const coatings = [...new Set(choice.coatings)];
  if (!coatings.every((coating) => isOneOf(COATINGS, coating))) refuse('coating', 'notOffered');

  const tintColour = isOneOf(TINT_COLOURS, choice.tintColour) ? choice.tintColour : undefined;
  const tintType = isOneOf(TINT_TYPES, choice.tintType) ? choice.tintType : undefined;
  if (!tintColour) refuse('tint_color', 'notOffered');
  if (!tintType) refuse('tint_type', 'notOffered');
  if (tintColour && tintType) {
    if (frameKind === 'sunglasses' && tintColour === 'none') refuse('tint_color', 'required');
    if ((tintColour === 'none') !== (tintType === 'none'))
      refuse('tint_type', tintColour === 'none' ? 'notAllowed' : 'required');
    if (tintType === 'polarised' && frameKind !== 'sunglasses') refuse('tint_type', 'notAllowed');
  }

  if (errors.length > 0) return { errors };
  return {
    configuration: {
      portfolio: choice.portfolio as Portfolio,
      lensType: lensType!,
      index: choice.index as RefractionIndex,
      fieldOfView: lensType === 'varifocal' ? (choice.fieldOfView as FieldOfView) : undefined,
      coatings: coatings as Coating[],
      tintColour: tintColour!,
      tintType: tintType!,
      prescription,
    },
    errors: [],
  };
}
