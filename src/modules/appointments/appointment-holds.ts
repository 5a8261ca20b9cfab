import type { Payload } from 'payload';
import { unitsOf } from './slots';

/** Holds left without an appointment this long (a booking cut off half-way) are given up. */
const ABANDONED_HOLD_MS = 10 * 60_000;

const holdKey = (opticianId: string, unit: Date, seat: number) =>
  `${opticianId}|${unit.toISOString()}|${seat}`;

/** Taken seats per unit start (ISO) of an optician from `from` on. */
export async function bookedUnits(
  payload: Payload,
  opticianId: string,
  from: Date,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'appointment-holds',
    where: {
      and: [{ optician: { equals: opticianId } }, { unitStart: { greater_than_equal: from.toISOString() } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
  });
  const counts = new Map<string, number>();
  for (const hold of docs) {
    const unit = new Date(hold.unitStart).toISOString();
    counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  return counts;
}

async function holdExists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'appointment-holds',
    where: { key: { equals: key } },
  });
  return totalDocs > 0;
}

/**
 * Takes a seat in every unit of the appointment, each as one row with a unique key: of two bookings that
 * want the last seat of a unit at the same moment the database lets one through. Returns false (and gives
 * back what it took) when a unit is full.
 */
export async function takeSeats(
  payload: Payload,
  {
    opticianId,
    start,
    durationMinutes,
    capacity,
    requestKey,
  }: {
    opticianId: string;
    start: Date;
    durationMinutes: number;
    capacity: number;
    requestKey: string;
  },
): Promise<boolean> {
  for (const unit of unitsOf(start, durationMinutes)) {
    let taken = false;
    for (let seat = 1; seat <= capacity && !taken; seat += 1) {
      const key = holdKey(opticianId, unit, seat);
      try {
        await payload.create({
          collection: 'appointment-holds',
          data: { key, optician: opticianId, unitStart: unit.toISOString(), seat, requestKey },
        });
        taken = true;
      } catch (error) {
        if (!(await holdExists(payload, key))) throw error;
      }
    }
    if (!taken) {
      await releaseRequestHolds(payload, requestKey);
      return false;
    }
  }
  return true;
}

export async function attachHolds(
  payload: Payload,
  requestKey: string,
  appointmentId: number,
): Promise<void> {
  await payload.update({
    collection: 'appointment-holds',
    where: { requestKey: { equals: requestKey } },
    data: { appointment: appointmentId },
  });
}

export async function releaseRequestHolds(payload: Payload, requestKey: string): Promise<void> {
  await payload.delete({ collection: 'appointment-holds', where: { requestKey: { equals: requestKey } } });
}

export async function releaseAppointmentHolds(
  payload: Payload,
  appointmentId: number,
  except?: string,
): Promise<void> {
  await payload.delete({
    collection: 'appointment-holds',
    where: {
      and: [
        { appointment: { equals: appointmentId } },
        ...(except ? [{ requestKey: { not_equals: except } }] : []),
      ],
    },
  });
}

/** Gives up the holds of bookings that stopped half-way (the process ended between seats and appointment). */
export async function releaseAbandonedHolds(payload: Payload, now: Date): Promise<void> {
  await payload.delete({
    collection: 'appointment-holds',
    where: {
      and: [
        { appointment: { exists: false } },
        { createdAt: { less_than: new Date(now.getTime() - ABANDONED_HOLD_MS).toISOString() } },
      ],
    },
  });
}
