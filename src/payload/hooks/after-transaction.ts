import type { PayloadRequest } from 'payload';

const POLL_MS = 10;
const GIVE_UP_MS = 60_000;

/**
 * Settles once the transaction the request's operation runs in has been committed or rolled back (at once
 * when there is none). An after-change hook runs inside that transaction: another instance told about the
 * change before the commit would read, and cache, the old rows. The database adapters keep open
 * transactions in `payload.db.sessions` until they end; Payload offers no after-commit hook.
 */
export async function afterTransaction(req: PayloadRequest): Promise<void> {
  const id = await req.transactionID;
  const sessions = req.payload.db.sessions;
  if (!id || !sessions) return;
  const deadline = Date.now() + GIVE_UP_MS;
  while (sessions[String(id)] && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
