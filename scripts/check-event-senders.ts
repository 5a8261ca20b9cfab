/**
 * Fails when an event type of the tracking catalogue (src/modules/tracking/schemas/) has no sender in the
 * shop's code: an event the spec asks for that is typed but never pushed. Run by `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EVENT_NAMES } from '../src/modules/tracking/catalogue';
import { eventTypesWithoutSender, type SourceFile } from './event-senders';

const sourceFiles = (dir: string): SourceFile[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name))
    .map((file) => ({ path: file.split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

const unsent = eventTypesWithoutSender(EVENT_NAMES.keys(), sourceFiles('src'));
if (unsent.length > 0) {
  console.error(
    `Tracking events that nothing sends (${unsent.length}):\n${unsent
      .map((type) => `- ${type} (${EVENT_NAMES.get(type)})`)
      .join('\n')}`,
  );
  process.exit(1);
}
console.log(`tracking: all ${EVENT_NAMES.size} event types of the catalogue have a sender`);
