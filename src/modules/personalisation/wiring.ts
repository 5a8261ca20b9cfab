import { serverConfig } from '@/platform/config/server-config';
import { ConfigurationError } from '@/platform/errors/configuration-error';
import { isCountry } from '@/platform/locale/locales';
import { BuiltinEngine } from './engine/builtin-engine';
import { decisionSecret, loadCampaigns, recordStat } from './engine/payload-store';
import type { PersonalisationDependencies } from './personalisation-service';
import { ProviderClient } from './provider-client';
import { engineTransport, httpTransport } from './transport';

let dependencies: PersonalisationDependencies | undefined;

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
  const keys = new Map(
    Object.entries(config.countries.countries).map(([country, settings]) => [
      settings.personalisation.apiKey,
      country,
    ]),
  );
  const transport = config.personalisationApiUrl
    ? httpTransport(config.personalisationApiUrl)
    : engineTransport(
        new BuiltinEngine({
          countryOfApiKey: (key) => keys.get(key),
          loadCampaigns,
          record: recordStat,
          secret: decisionSecret(),
        }),
      );
  dependencies = { client: new ProviderClient(transport, apiKeyOf), settingsOf };
  return dependencies;
}
