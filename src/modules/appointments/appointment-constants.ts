export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The values of the salutation field; the labels are the messages' (Mx, Mr or Mrs, Señor/Señora…). */
export const SALUTATIONS = ['woman', 'man', 'diverse'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
