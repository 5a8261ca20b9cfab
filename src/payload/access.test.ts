import type { Access, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import configPromise from './payload.config';
import { publishedOrStaff } from './collections/Pages';
import { Opticians } from './collections/Opticians';

const as = (collection?: string) =>
  ({
    req: { user: collection ? { collection, id: 7 } : null } as unknown as PayloadRequest,
  }) as Parameters<Access>[0];

describe('access to Payload’s own collections', () => {
  it('is staff only for every operation, customers and optician accounts included', async () => {
    const config = await configPromise;
    const internal = config.collections.filter((collection) => collection.slug.startsWith('payload-'));
    expect(internal.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations']),
    );
    for (const collection of internal) {
      for (const operation of ['create', 'read', 'update', 'delete'] as const) {
        const access = collection.access[operation]!;
        expect(await access(as('customers')), `${collection.slug} ${operation}`).toBe(false);
        expect(await access(as('optician-accounts')), `${collection.slug} ${operation}`).toBe(false);
        expect(await access(as()), `${collection.slug} ${operation}`).toBe(false);
      }
    }
    const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')!;
    expect(await locks.access.read!(as('users'))).toBe(true);
  });

  it('keeps a staff member’s preferences their own', async () => {
    const config = await configPromise;
    const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')!;
    expect(await preferences.access.read!(as('users'))).toEqual({
      and: [{ 'user.value': { equals: 7 } }, { 'user.relationTo': { equals: 'users' } }],
    });
  });
});

describe('public reads', () => {
  it('show pages only published and of the content environment served; staff all', () => {
    expect(publishedOrStaff(as())).toEqual({
      and: [{ _status: { equals: 'published' } }, { environment: { equals: 'master' } }],
    });
    expect(publishedOrStaff(as('customers'))).toEqual(publishedOrStaff(as()));
    expect(publishedOrStaff(as('users'))).toBe(true);
  });

  it('show opticians without their e-mail address; staff see it', () => {
    const email = Opticians.fields.find((field) => 'name' in field && field.name === 'email')!;
    const read = (email as { access: { read: Access } }).access.read;
    expect(read(as())).toBe(false);
    expect(read(as('customers'))).toBe(false);
    expect(read(as('users'))).toBe(true);
  });
});
