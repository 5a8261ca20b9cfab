/** Migrates the database and loads the demo data it lacks. Run by `npm start` before the server starts. */
import { prepareDatabase } from './support/prepare-database';

await prepareDatabase();
process.exit(0);
