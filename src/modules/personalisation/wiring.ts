import { serverConfig } from '@/platform/config/server-config';
import { ConfigurationError } from '@/platform/errors/configuration-error';
import { isCountry } from '@/platform/locale/locales';
import { BuiltinEngine } from './engine/builtin-engine';
import { decisionSecret, loadCampaigns, recordStat } from './engine/payload-store';
import { recommendationSources, recordProductView } from './engine/recommendation-sources';
import { recommend } from './engine/recommendations';
import type { PersonalisationDependencies } from './personalisation-service';
import { ProviderClient } from './provider-client';
import { engineTransport, httpTransport } from './transport';

let dependencies: PersonalisationDependencies | undefined;
let engine: BuiltinEngine | undefined;

/** The shop's own campaign engine, its campaigns and counts in the database, its API keys the countries'. */
export function builtinEngine(): BuiltinEngine {
  if (engine) return engine;
  const keys = new Map(
    Object.entries(serverConfig().countries.countries).map(([country, settings]) => [
      settings.personalisation.apiKey,
      country,
    ]),
  );
  engine = new BuiltinEngine({
    countryOfApiKey: (key) => keys.get(key),
    loadCampaigns,
    record: recordStat,
    recommend: (request) => recommend(recommendationSources, request),
    recordView: recordProductView,
    secret: decisionSecret(),
  });
  return engine;
}

/**
 * The provider at PERSONALIZATION_API_URL, or the built-in engine when it is unset; either way the API key
 * comes from the country's configuration (a country without one is a configuration error).
 */
export function personalisationDependencies(): PersonalisationDependencies {
  if (dependencies) return dependencies;
  const config = serverConfig();
  const settingsOf = (country: string) => {
    if (!isCountry(country))
      throw new ConfigurationError(`No personalisation settings for country ${country}`);
    return config.countries.countries[country];
  };
  const apiKeyOf = (country: string) => {
    const key = settingsOf(country).personalisation.apiKey;
    if (!key) throw new ConfigurationError(`No personalisation API key for country ${country}`);
    return key;
  };
  const transport = config.personalisationApiUrl
    ? httpTransport(config.personalisationApiUrl)
    : engineTransport(builtinEngine());
  dependencies = { client: new ProviderClient(transport, apiKeyOf), settingsOf };
  return dependencies;
}
