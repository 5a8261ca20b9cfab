import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { bookingHandlers } from './booking-handlers';

const reschedule = (body: unknown) =>
  bookingHandlers.reschedule(
    new NextRequest('http://localhost/data/appointments/t/reschedule?locale=en-GB', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ token: 't' }) },
  );

describe('booking routes', () => {
  it('refuse a reschedule without a time with 400 {message, fields: {start}}', async () => {
    const response = await reschedule({ start: 'tomorrow' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('en-GB');
    expect(await response.json()).toEqual({
      message: 'Please choose a day and a time.',
      fields: { start: 'Please choose a day and a time.' },
    });
  });
});
