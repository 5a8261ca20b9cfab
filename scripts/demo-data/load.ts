import type { Payload } from 'payload';
import type { ShopMode } from '../../src/platform/config/server-config';
import { SUPPORTED_LOCALES } from '../../src/platform/locale/locales';
import { loadCampaigns } from './campaigns';
import { loadLegalPages } from './content-pages';
import { loadHelpPages } from './help-pages';
import { loadHomePages } from './home-pages';
import { loadRecommendationCampaigns } from './recommendation-campaigns';
import { generateCatalogue, loadCatalogue } from './catalogue';
import { upsertDisplayStores } from './catalogue/display-stores';
import { footerFor, navigationFor } from './navigation';
import { generateOwnStores } from './own-stores';
import { generatePartnerOpticians } from './partner-opticians';
import { upsertReviews } from './reviews/reviews';
import { upsertOpticians } from './sql';
import { loadGiftCards, loadStock } from './stock';

interface Step {
  name: string;
  /** Bump to load a step again on existing databases; steps never re-run otherwise, so edits survive. */
  version: number;
  run: (payload: Payload) => Promise<number>;
  /** loaded in demo mode only: what would be worth money in a real shop */
  demoModeOnly?: true;
}

const STEPS: Step[] = [
  {
    name: 'navigation',
    // v2: the help link leads to the storefront's own hub address (/tjeneste, /palvelu, /ayuda).
    version: 2,
    run: async (payload) => {
      for (const locale of SUPPORTED_LOCALES) {
        await payload.updateGlobal({ slug: 'navigation', locale, data: navigationFor(locale) });
        await payload.updateGlobal({ slug: 'footer', locale, data: footerFor(locale) });
      }
      return SUPPORTED_LOCALES.length * 2;
    },
  },
  // v2: services, tags, voucher acceptance, bookable and capacity.
  { name: 'own-stores', version: 2, run: (payload) => upsertOpticians(payload, generateOwnStores()) },
  {
    name: 'partner-opticians',
    version: 1,
    run: (payload) => upsertOpticians(payload, generatePartnerOpticians()),
  },
  { name: 'campaigns', version: 1, run: (payload) => loadCampaigns(payload) },
  // Reloading the catalogue deletes its products' display stores (bump that step with it); their reviews
  // reference the products and must be deleted first.
  { name: 'catalogue', version: 1, run: (payload) => loadCatalogue(payload) },
  {
    name: 'display-stores',
    version: 1,
    run: (payload) => upsertDisplayStores(payload, generateCatalogue(), generateOwnStores()),
  },
  { name: 'reviews', version: 1, run: (payload) => upsertReviews(payload, generateCatalogue()) },
  { name: 'stock', version: 1, run: (payload) => loadStock(payload) },
  { name: 'gift-cards', version: 1, run: (payload) => loadGiftCards(payload), demoModeOnly: true },
  { name: 'legal-pages', version: 1, run: (payload) => loadLegalPages(payload) },
  { name: 'help-pages', version: 1, run: (payload) => loadHelpPages(payload) },
  { name: 'home-pages', version: 1, run: (payload) => loadHomePages(payload) },
  {
    name: 'recommendation-campaigns',
    version: 1,
    run: (payload) => loadRecommendationCampaigns(payload, generateCatalogue()),
  },
];

/**
 * Loads what the demo data lacks; idempotent, and a step already loaded at its version is skipped. A
 * production shop gets no gift cards (the README publishes their codes).
 */
export async function loadDemoData(
  payload: Payload,
  mode: ShopMode,
  log: (line: string) => void = console.log,
): Promise<void> {
  const state = await payload.findGlobal({ slug: 'demo-data' });
  const done = { ...((state.steps as Record<string, number> | null) ?? {}) };
  for (const step of STEPS) {
    if (done[step.name] === step.version || (step.demoModeOnly && mode !== 'demo')) continue;
    const started = performance.now();
    const count = await step.run(payload);
    done[step.name] = step.version;
    await payload.updateGlobal({ slug: 'demo-data', data: { steps: done } });
    log(
      `demo data: ${step.name} v${step.version} (${count} records, ${Math.round(performance.now() - started)} ms)`,
    );
  }
}
