import * as z from 'zod/mini';
import { event, nonEmptyText, pageClassification } from './common';
import { CORRECTION_OPTIONS, LENS_SECTIONS } from './option-lists';

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
