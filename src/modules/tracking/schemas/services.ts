import * as z from 'zod/mini';
import {
  elementText,
  event,
  nonEmptyText,
  opticianType,
  pageClassification,
  VOUCHER_DEFAULT,
} from './common';
import { TRYON_ERROR_TYPES } from './option-lists';

const tryOn = { pageClassification, imageNumber: z.optional(z.string()) };

const tryOnEvents = [
  event('3D_TRYON_START_CLICK', '3d_tryon_start_click', tryOn),
  event('3D_TRYON_MODAL_LOADED', '3d_tryon_modal_loaded', tryOn),
  event('3D_TRYON_RECORD_START', '3d_tryon_record_start', tryOn),
  event('3D_TRYON_RECORD_FINISH', '3d_tryon_record_finish', tryOn),
  event('3D_TRYON_GENERATED', '3d_tryon_generated', tryOn),
  event('3D_TRYON_ASSET_LOADED', '3d_tryon_asset_loaded', tryOn),
  event('3D_TRYON_SHOW_CLICK', '3d_tryon_show_click', tryOn),
  event('3D_TRYON_HIDE_CLICK', '3d_tryon_hide_click', tryOn),
  event('3D_TRYON_FACE_DETECTED', '3d_tryon_face_detected', tryOn),
  event('3D_TRYON_GLASSES_READY', '3d_tryon_glasses_ready', tryOn),
  event('3D_TRYON_ERROR', '3d_tryon_error', { ...tryOn, errorType: z.enum(TRYON_ERROR_TYPES) }),
  event('3D_TRYON_DELETE', '3d_tryon_delete', tryOn),
] as const;

const optician = {
  opticianId: nonEmptyText(),
  opticianType,
};

const opticianEvents = [
  event('OPTICIAN_MAP_SEARCH_SUBMIT', 'optician_map_search_submit', {
    searchTerm: z.string(),
    resultValue: z.optional(z.enum(['no_address_found', 'no_store_found'])),
  }),
  event('OPTICIAN_MAP_STORE_DETAILS_CLICK', 'optician_map_store_details_click', {
    ...optician,
    category: z.enum(['map_pin', 'optician_list']),
    voucher: z._default(z.string(), VOUCHER_DEFAULT),
    elementText,
  }),
  event('STORE_AVAILABILITY_CTA_CLICK', 'store_availability_cta_click', { ...optician, elementText }),
] as const;

const booking = { opticianId: z.optional(nonEmptyText()), service: z.optional(z.string()) };

const appointmentEvents = [
  event('APPOINTMENT_BOOKING_LOAD', 'appointment_booking_load', booking),
  event('APPOINTMENT_BOOKING_SERVICE_LIST_VIEW', 'appointment_booking_service_list_view', booking),
  event('APPOINTMENT_BOOKING_SERVICE_CLICK', 'appointment_booking_service_click', booking),
  event('APPOINTMENT_BOOKING_USERDETAILS_VIEW', 'appointment_booking_userdetails_view', booking),
  event('APPOINTMENT_BOOKING_SUMMARY_VIEW', 'appointment_booking_summary_view', booking),
  event('APPOINTMENT_BOOKING_CONFIRMATION_VIEW', 'appointment_booking_confirmation_view', booking),
] as const;

export const serviceEvents = [
  ...tryOnEvents,
  ...opticianEvents,
  ...appointmentEvents,
  event('NEWSLETTER_SIGN_UP', 'newsletter_sign_up', { pageClassification }),
  event('MODAL_OPEN', 'modal_open', { modalType: nonEmptyText() }),
  event('MODAL_CLOSE', 'modal_close', { modalType: nonEmptyText() }),
] as const;
