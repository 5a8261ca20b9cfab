import { payloadClient } from '@/payload/client';

/** Whether a request comes from someone logged in to the backoffice (a staff user, not a customer). */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }));
  return user?.collection === 'users';
}
