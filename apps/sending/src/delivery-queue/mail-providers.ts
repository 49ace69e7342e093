import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { KeyType } from '@mailroom/contracts';
import { CaptureSmtpServer, CaptureStore } from '../capture';
import { ProviderConfig, SENDING_CONFIG, SendingConfig } from '../config/sending.config';
import { createMailProvider, MailProvider } from '../delivery';

// The two sending accounts of ARCHITECTURE (live and sandbox), each a provider chosen by config. In capture
// mode without a RELAY_URL, mail goes over SMTP to the built-in capture server, which keeps it viewable.
@Injectable()
export class MailProviders implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailProviders.name);
  private live!: MailProvider;
  private sandbox!: MailProvider;
  private captureServer?: CaptureSmtpServer;

  constructor(
    @Inject(SENDING_CONFIG) private readonly config: SendingConfig,
    private readonly captureStore: CaptureStore,
  ) {}

  async onModuleInit(): Promise<void> {
    const needsCapture = [this.config.live, this.config.sandbox].some(
      (p) => p.mode === 'capture' && !p.relayUrl,
    );
    let captureUrl: string | undefined;
    if (needsCapture) {
      this.captureServer = new CaptureSmtpServer(this.captureStore, { port: this.config.captureSmtpPort });
      captureUrl = (await this.captureServer.start()).url;
      this.logger.log(`Capture SMTP server listening at ${captureUrl}`);
    }
    this.live = this.create(this.config.live, captureUrl);
    this.sandbox = this.create(this.config.sandbox, captureUrl);
  }

  for(keyType: KeyType): MailProvider {
    return keyType === 'sandbox' ? this.sandbox : this.live;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.live?.close(), this.sandbox?.close()]);
    await this.captureServer?.stop();
  }

  private create(provider: ProviderConfig, captureUrl: string | undefined): MailProvider {
    return createMailProvider({
      mode: provider.mode,
      relayUrl: provider.mode === 'capture' ? (provider.relayUrl ?? captureUrl) : provider.relayUrl,
      mxPort: this.config.mxPort,
      dnsServers: this.config.dnsServers,
      heloName: this.config.heloName,
      maxConnectionsPerDestination: this.config.maxConnectionsPerDestination,
      timeoutMs: this.config.smtpTimeoutMs,
      verifyRelayTls: this.config.verifyRelayTls,
    });
  }
}
