import type { CollectionAfterChangeHook } from 'payload';
import type { Appointment } from '@/payload/payload-types';
import { releaseAppointmentHolds } from './appointment-holds';
import { queueAppointmentMail } from './appointment-mail';
import { opticianIdOf } from './appointment-view';

/**
 * An appointment that becomes cancelled (by the shopper's link or in the backoffice) frees its time,
 * withdraws its reminder and tells the shopper.
 */
export const releaseCancelledAppointment: CollectionAfterChangeHook<Appointment> = async ({
  doc,
  previousDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc;
  await releaseAppointmentHolds(req.payload, doc.id);
  const optician = await req.payload.findByID({
    collection: 'opticians',
    id: opticianIdOf(doc),
    depth: 0,
    req,
  });
  await queueAppointmentMail(req.payload, doc, optician, 'cancelled', new Date());
  return doc;
};
