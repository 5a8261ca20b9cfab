import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from './testing/backoffice-api';
import { integrationPayload } from './testing/integration-database';

let payload: Payload;

beforeAll(async () => {
  payload = await integrationPayload();
}, 60_000);

const descriptions = async (id: string) =>
  (
    (await payload.findByID({ collection: 'brands', id, locale: 'all' })) as unknown as {
      description: Record<string, string>;
    }
  ).description;

describe('a write to the backoffice API without a language', () => {
  it('stores the localised fields of a new document in the default language', async () => {
    const answer = await backofficeApi('POST', 'brands', {
      id: 'lichtblick',
      name: 'Lichtblick',
      description: 'Leichte Fassungen aus Titan.',
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    expect(await descriptions('lichtblick')).toEqual({ 'de-DE': 'Leichte Fassungen aus Titan.' });
  });

  it('changes the default language only, and in a language that one only', async () => {
    await payload.create({
      collection: 'brands',
      data: { id: 'fernsicht', name: 'Fernsicht', description: 'Klare Gläser.' },
      locale: 'de-DE',
    });
    await payload.update({
      collection: 'brands',
      id: 'fernsicht',
      data: { description: 'Des verres clairs.' },
      locale: 'fr-FR',
    });
    expect(
      (await backofficeApi('PATCH', 'brands/fernsicht', { description: 'Klarere Gläser.' })).status,
    ).toBe(200);
    expect(
      (await backofficeApi('PATCH', 'brands/fernsicht?locale=fr-FR', { description: 'Des verres nets.' }))
        .status,
    ).toBe(200);
    expect(await descriptions('fernsicht')).toEqual({
      'de-DE': 'Klarere Gläser.',
      'fr-FR': 'Des verres nets.',
    });
  });
});
