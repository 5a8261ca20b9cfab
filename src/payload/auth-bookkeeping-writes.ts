import type { DatabaseAdapterObj, PayloadRequest, UpdateOneArgs } from 'payload';
import type { SQL } from '@payloadcms/db-sqlite/drizzle';
import { sql } from './conditional-update';

/** Collections whose other fields the shop changes a row or a column at a time (account-profile.ts). */
const GUARDED_COLLECTIONS = ['customers'];
/** The columns Payload's login, logout, lockout and reset keep themselves (its sessions are a list). */
const AUTH_FIELDS = [
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  '_verified',
  '_verificationToken',
  'updatedAt',
];

interface Session {
  id: string;
  createdAt?: string | Date | null;
  expiresAt: string | Date;
}

/** What the drizzle adapters have beside Payload's adapter interface (see conditional-update.ts). */
interface RawAdapter {
  drizzle: unknown;
  sessions?: Record<string | number, { db: unknown } | undefined>;
  execute(args: { drizzle: unknown; sql: SQL }): Promise<unknown>;
}

/**
 * Payload's auth bookkeeping (a login adds a session, a logout or a failed login removes some, a reset
 * changes the password) writes back the whole account it read before checking the password, which takes
 * most of a second. Those writes carry the account's sessions and, unlike Payload's document updates, no
 * `locale`.
 */
const isAuthBookkeeping = (args: UpdateOneArgs) =>
  GUARDED_COLLECTIONS.includes(args.collection) && !('locale' in args) && 'sessions' in args.data;

const isoOf = (date: string | Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** Replaces the account's session rows, in the request's transaction when it has one. */
async function writeSessions(
  adapter: RawAdapter,
  req: Partial<PayloadRequest> | undefined,
  table: string,
  parentId: string | number,
  sessions: Session[],
): Promise<void> {
  const transaction = req?.transactionID ? adapter.sessions?.[await req.transactionID]?.db : undefined;
  const run = (statement: SQL) =>
    adapter.execute({ drizzle: transaction ?? adapter.drizzle, sql: statement });
  const rows = sql.raw(`"${table}_sessions"`);
  await run(sql`DELETE FROM ${rows} WHERE _parent_id = ${parentId}`);
  for (const [order, session] of sessions.entries()) {
    await run(
      sql`INSERT INTO ${rows} (_order, _parent_id, id, created_at, expires_at) VALUES (${order + 1},
        ${parentId}, ${session.id}, ${isoOf(session.createdAt)}, ${isoOf(session.expiresAt)})`,
    );
  }
}

/**
 * The database adapter, its auth bookkeeping writes cut to what they keep: the auth columns through the
 * adapter, the session rows by themselves. The account's other columns and lists (addresses, prescriptions,
 * which the adapter would rewrite from the old copy) stay as they are now.
 */
export function withAuthBookkeepingWrites(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (options) => {
      const database = adapter.init(options);
      const updateOne = database.updateOne.bind(database);
      database.updateOne = async (args) => {
        if (!isAuthBookkeeping(args) || args.id === undefined) return updateOne(args);
        const { sessions, ...fields } = args.data;
        await writeSessions(
          database as unknown as RawAdapter,
          args.req,
          args.collection,
          args.id,
          (sessions ?? []) as Session[],
        );
        const data = Object.fromEntries(
          Object.entries(fields).filter(([name]) => AUTH_FIELDS.includes(name)),
        );
        return updateOne({ ...args, data });
      };
      return database;
    },
  };
}
