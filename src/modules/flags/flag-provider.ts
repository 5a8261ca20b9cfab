import type { Provider } from '@openfeature/server-sdk';
import type { FlagSource } from '@/platform/flags/flag-source';

/**
 * The OpenFeature provider of a flag source. flagd's provider (and gRPC with it) and the backoffice's
 * (and Payload with it) load only when chosen.
 */
export async function flagProviderOf(source: FlagSource): Promise<Provider> {
  if (source.kind === 'backoffice') {
    const [{ BackofficeFlagProvider }, { backofficeFlagSettings }] = await Promise.all([
      import('./backoffice-flag-provider'),
      import('./backoffice-flag-settings'),
    ]);
    return new BackofficeFlagProvider(backofficeFlagSettings);
  }
  const { FlagdProvider } = await import('@openfeature/flagd-provider');
  switch (source.kind) {
    case 'flagd-file':
      // in process, from the file, which the provider polls for changes (fs.watchFile, every ~5 s)
      return new FlagdProvider({ resolverType: 'in-process', offlineFlagSourcePath: source.path });
    case 'flagd-socket':
      return new FlagdProvider({ socketPath: source.socketPath });
    case 'flagd':
      return new FlagdProvider({ host: source.host, port: source.port, tls: source.tls });
  }
}
