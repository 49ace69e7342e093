import { MailProvider, ProviderSettings } from './mail-provider';
import { MxResolver } from './providers/mx/mx-resolver';
import { MxProvider } from './providers/mx/mx.provider';
import { RelayProvider } from './providers/relay/relay.provider';
import { parseRelayUrl } from './relay-url';
import { PoolLimits } from './smtp-transport';

export function createMailProvider(settings: ProviderSettings): MailProvider {
  const limits: PoolLimits = {
    heloName: settings.heloName,
    maxConnections: settings.maxConnectionsPerDestination,
    timeoutMs: settings.timeoutMs,
  };
  switch (settings.mode) {
    case 'mx':
      return new MxProvider(new MxResolver(settings.dnsServers, settings.timeoutMs), settings.mxPort, limits);
    case 'relay':
    case 'capture': {
      // capture is relay to the capture server: the same SMTP conversation, so the same code path.
      if (!settings.relayUrl) throw new Error(`The ${settings.mode} mail provider needs a relay URL`);
      const verified = settings.mode === 'relay' && settings.verifyRelayTls;
      return new RelayProvider(
        { ...parseRelayUrl(settings.relayUrl), tls: verified ? 'verified' : 'opportunistic' },
        limits,
      );
    }
    default:
      return unknownMode(settings.mode);
  }
}

function unknownMode(mode: never): never {
  throw new Error(`Unknown delivery mode: ${String(mode)}`);
}
