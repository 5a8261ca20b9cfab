/**
 * `npm run validators`: writes the browser's validators generated from zod schemas (GENERATED_VALIDATORS),
 * so that no page loads zod to check a tracking event or the wishlist's answer. Run it after changing one of
 * those schemas; a unit test fails while a committed validator differs from its schema.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_VALIDATORS } from './validators/generated-validators';
import { validatorDeclarations, validatorModule } from './validators/standalone-validator';

for (const validator of GENERATED_VALIDATORS) {
  mkdirSync(path.dirname(validator.file), { recursive: true });
  writeFileSync(validator.file, validatorModule(validator));
  writeFileSync(validator.file.replace(/\.js$/, '.d.ts'), validatorDeclarations(validator));
  console.log(`wrote ${validator.file}`);
}
