import * as z from 'zod/mini';
import { event, nonEmptyText, pageClassification } from './common';

export const LENS_SECTIONS = [
  'portfolio',
  'lens_type',
  'refraction_index',
  'field_of_view',
  'coating',
  'tint_color',
  'tint_type',
  'correction_values',
] as const;

export const CORRECTION_OPTIONS = [
  'pupillarydistance_left',
  'pupillarydistance_right',
  'sphere_left',
  'sphere_right',
  'cylinder_left',
  'cylinder_right',
  'axis_left',
  'axis_right',
  'addition_left',
  'addition_right',
  'pupillarydistance_toggle',
  'readers_dioptrin',
] as const;

const productId = nonEmptyText();

export const buyingEvents = [
  event('LENS_OPTION_SELECT', 'lens_option_select', {
    section: z.enum(LENS_SECTIONS),
    selectedValue: z.union([z.string(), z.number()]),
  }),
  event('CORRECTION_VALUE_OPEN', 'correction_value_open', {
    selectedOption: z.enum(CORRECTION_OPTIONS),
    selectedValue: z.number(),
  }),
  event('CORRECTION_VALUE_SELECT', 'correction_value_select', {
    selectedOption: z.enum(CORRECTION_OPTIONS),
    selectedValue: z.enum(['on', 'off']),
  }),
  event('ADD_TO_WISHLIST', 'add_wishlist_click', { productId }),
  event('REMOVE_FROM_WISHLIST', 'remove_from_wishlist', { productId }),
  event('LOGIN', 'login', { pageClassification }),
  event('LOGIN_SHOWN', 'login_shown', { pageClassification }),
  event('LOGIN_HIDE', 'login_hide', { pageClassification }),
  event('LOGIN_CLICK', 'login_click', { pageClassification }),
  event('LOGIN_LOAD_VALUES', 'login_load_values', { pageClassification }),
  event('LOGIN_ABORT', 'login_abort', { pageClassification }),
  event('REGISTRATION', 'registration', { pageClassification }),
] as const;
