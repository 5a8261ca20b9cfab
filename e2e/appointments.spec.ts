import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { awaitMail } from './support/mail';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

interface OpticianDoc {
  id: string;
  name: string;
  services: string[];
  capacity: number;
}

/** A bookable optician of the German storefront offering the eye test, with the given capacity. */
async function bookableOptician(
  request: APIRequestContext,
  capacity: number,
  skip = 0,
): Promise<OpticianDoc> {
  const query = new URLSearchParams({
    'where[bookable][equals]': 'true',
    'where[country][equals]': 'de',
    'where[capacity][equals]': String(capacity),
    'where[services][in]': 'eyeTestConsultation',
    depth: '0',
    limit: '1',
    page: String(skip + 1),
    sort: 'id',
  });
  const { docs } = (await (await request.get(`/api/opticians?${query}`)).json()) as { docs: OpticianDoc[] };
  return docs[0]!;
}

const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => entry.event_name as string)
      .filter((name) => name?.startsWith('appointment_booking_')),
  );

test('book an eye test end to end: steps, events, confirmation mail with calendar file, then move and cancel', async ({
  page,
  request,
}) => {
  // The whole journey: four steps, three accessibility scans and three mails.
  test.setTimeout(120_000);
  const optician = await bookableOptician(request, 2);
  const email = `booking-${Date.now()}@example.org`;
  await page.goto(`/partneroptiker/${optician.id}?locale=de-DE`);
  await page.getByRole('button', { name: 'Termin buchen' }).click();

  const step = page.locator('[data-booking-step]');
  await expect(step.getByRole('heading', { name: 'Leistung und Uhrzeit' })).toBeFocused();
  await step.getByRole('radio', { name: /^Sehtest und Beratung/ }).check();
  await expect(step.getByRole('group', { name: 'Wählen Sie einen Tag' })).toBeVisible();
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Weiter' }).click();
  await expect(step.getByRole('alert')).toHaveText('Bitte wählen Sie einen Tag und eine Uhrzeit.');
  // The times are visually labels around hidden radios: pick one as a shopper does, by its label.
  const times = step.getByRole('group', { name: /^Wählen Sie eine Uhrzeit am / });
  await times.locator('label').first().click();
  await expect(times.getByRole('radio').first()).toBeChecked();
  await step.getByRole('button', { name: 'Weiter' }).click();

  await expect(step.getByRole('heading', { name: 'Ihre Angaben' })).toBeFocused();
  await step.getByRole('button', { name: 'Weiter' }).click();
  await expect(step.getByText('Bitte geben Sie Ihren Vornamen ein.')).toBeVisible();
  await expect(step.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  await step.getByRole('radio', { name: 'Frau' }).check();
  await step.getByLabel('Vorname').fill('Erika');
  await step.getByLabel('Nachname').fill('Mustermann');
  await step.getByLabel('E-Mail-Adresse').fill('erika.example');
  await step.getByRole('button', { name: 'Weiter' }).click();
  await expect(
    step.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.'),
  ).toBeVisible();
  await step.getByLabel('E-Mail-Adresse').fill(email);
  await expectAccessible(page);
  await step.getByRole('button', { name: 'Weiter' }).click();

  await expect(step.getByRole('heading', { name: 'Prüfen und buchen' })).toBeFocused();
  await expect(step).toContainText('Frau Erika Mustermann');
  await expect(step).toContainText(optician.name);
  await step.getByRole('button', { name: 'Termin jetzt buchen' }).click();
  await expect(step.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toBeFocused();
  const reference = await step.locator('[data-booking-reference]').getAttribute('data-booking-reference');
  expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(step).toContainText(email);
  await expectAccessible(page);
  expect(await events(page)).toEqual([
    'appointment_booking_load',
    'appointment_booking_service_list_view',
    'appointment_booking_service_click',
    'appointment_booking_userdetails_view',
    'appointment_booking_summary_view',
    'appointment_booking_confirmation_view',
  ]);

  const confirmation = await awaitMail(email, /^Ihr Termin bei /);
  expect(confirmation.text).toContain(`Buchungsnummer: ${reference}`);
  expect(confirmation.text).toContain('Sehtest und Beratung');
  expect(confirmation.html).toContain(`Buchungsnummer: ${reference}`);
  const calendar = confirmation.attachments.find((attachment) => attachment.filename === 'appointment.ics');
  expect(calendar?.content).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*STATUS:CONFIRMED/);
  const manageLink = /https?:\/\/\S+appointment=[\w-]+\S*/.exec(confirmation.text)![0];

  await page.goto(manageLink);
  const manager = page.getByRole('region', { name: 'Ihr Termin' });
  await expect(manager).toContainText(reference!);
  await manager.getByRole('button', { name: 'Anderen Termin wählen' }).click();
  const newTimes = manager.getByRole('group', { name: /^Wählen Sie eine Uhrzeit am / });
  await newTimes.locator('label').last().click();
  await expect(newTimes.getByRole('radio').last()).toBeChecked();
  await manager.getByRole('button', { name: 'Auf diese Uhrzeit verschieben' }).click();
  await expect(manager.getByRole('status')).toHaveText(
    'Ihr Termin wurde verschoben. Die neue Bestätigung haben wir Ihnen gesendet.',
  );
  const moved = await awaitMail(email, /^Ihr Termin wurde auf .* verschoben$/);
  expect(moved.attachments[0]?.content).toContain('SEQUENCE:1');

  await manager.getByRole('button', { name: 'Termin stornieren' }).click();
  await manager.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(manager).toHaveAttribute('data-appointment-status', 'cancelled');
  const cancelled = await awaitMail(email, /wurde storniert$/);
  expect(cancelled.attachments[0]?.content).toContain('METHOD:CANCEL');
  await expectAccessible(page);
});

test('two bookings of the last seat of a slot at the same moment: one succeeds, the other is told', async ({
  request,
}) => {
  const optician = await bookableOptician(request, 1);
  const { slots } = (await (
    await request.get(
      `/data/appointments/slots?optician=${optician.id}&service=eyeTestConsultation&locale=de-DE`,
    )
  ).json()) as { slots: Array<{ start: string }> };
  const start = slots.at(-1)!.start;
  const book = (name: string) =>
    request.post('/data/appointments?locale=de-DE', {
      data: {
        opticianId: optician.id,
        service: 'eyeTestConsultation',
        start,
        requestKey: crypto.randomUUID(),
        customer: { salutation: 'man', firstName: name, lastName: 'Parallel', email: `${name}@example.org` },
      },
    });
  const answers = await Promise.all([book('anton'), book('bruno'), book('carl')]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409, 409]);
  const refused = answers.find((answer) => answer.status() === 409)!;
  expect(await refused.json()).toMatchObject({
    message: 'Diese Uhrzeit wurde gerade von jemand anderem gebucht. Bitte wählen Sie eine andere.',
  });
  const after = (await (
    await request.get(
      `/data/appointments/slots?optician=${optician.id}&service=eyeTestConsultation&locale=de-DE`,
    )
  ).json()) as { slots: Array<{ start: string }> };
  expect(after.slots.map((slot) => slot.start)).not.toContain(start);
});

test('a retried booking request books once; bad input is refused per field in the shopper’s language', async ({
  request,
  playwright,
}) => {
  const optician = await bookableOptician(request, 2, 1);
  const { slots } = (await (
    await request.get(`/data/appointments/slots?optician=${optician.id}&service=eyeTestConsultation`)
  ).json()) as { slots: Array<{ start: string }> };
  const booking = {
    opticianId: optician.id,
    service: 'eyeTestConsultation',
    start: slots[3]!.start,
    requestKey: crypto.randomUUID(),
    customer: { salutation: 'diverse', firstName: 'Kim', lastName: 'Retry', email: 'kim.retry@example.org' },
  };
  const first = await request.post('/data/appointments?locale=fr-FR', { data: booking });
  const again = await request.post('/data/appointments?locale=fr-FR', { data: booking });
  expect(first.status()).toBe(201);
  expect(again.status()).toBe(201);
  expect((await again.json()).reference).toBe((await first.json()).reference);
  // another client replaying the key (for another address) books anew and never sees the first booking
  const intruder = await playwright.request.newContext({ baseURL: SHOP_URL });
  const replayed = await intruder.post('/data/appointments?locale=fr-FR', {
    data: { ...booking, customer: { ...booking.customer, email: 'mallory@example.org' } },
  });
  expect(replayed.status()).toBe(201);
  const replayedBooking = await replayed.json();
  expect(replayedBooking.reference).not.toBe((await first.json()).reference);
  expect(replayedBooking.manageToken).not.toBe((await first.json()).manageToken);
  await intruder.dispose();

  const bad = await request.post('/data/appointments?locale=fr-FR', {
    data: { ...booking, requestKey: crypto.randomUUID(), customer: { ...booking.customer, email: 'nope' } },
  });
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { fields: Record<string, string> };
  expect(body.fields['customer.email']).toMatch(/adresse e-mail/i);

  const unknown = await request.post('/data/appointments?locale=en-GB', {
    data: { ...booking, opticianId: 'nobody', requestKey: crypto.randomUUID() },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ message: 'This optician cannot be booked online.' });
  const notJson = await request.post('/data/appointments', {
    data: 'x',
    headers: { 'content-type': 'text/plain' },
  });
  expect(notJson.status()).toBe(400);
});
