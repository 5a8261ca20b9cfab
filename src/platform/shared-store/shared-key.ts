import { databaseIdentity } from '../cache/database-identity';

/**
 * A key in the shared store: `shop:{hash of the database URL}:{parts…}`. Shops on different databases
 * (staging next to production) may share one Redis without mixing their counters and entries.
 */
export function sharedKey(...parts: string[]): string {
  return ['shop', databaseIdentity(), ...parts].join(':');
}
