import type { Payload } from 'payload';
import { DEMO_BRANDS } from './brands';
import { upsertCatalogue } from './catalogue-sql';
import { generateContactLenses } from './contact-lenses';
import { generateGlasses, generateSunglasses } from './frames';

/** Every demo product: glasses, sunglasses and contact lenses, deterministic. */
export function generateCatalogue() {
  return [...generateGlasses(), ...generateSunglasses(), ...generateContactLenses()];
}

export function loadCatalogue(payload: Payload): Promise<number> {
  return upsertCatalogue(payload, DEMO_BRANDS, generateCatalogue());
}
