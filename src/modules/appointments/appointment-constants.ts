export const APPOINTMENT_STATUSES = ['booked', 'cancelled'] as const;
