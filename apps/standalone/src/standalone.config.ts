import { EnvReader, readBus, readLogLevel } from '@mailroom/config';
import { generateEncryptionKey } from '@mailroom/security';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { readCampaignsConfig } from '../../campaigns/src/config/campaigns.config';
import { readAudienceConfig } from '../../audience/src/config/audience.config';
import { readDomainsConfig } from '../../domains/src/config/domains.config';
import { readEventsConfig } from '../../events/src/config/events.config';
import { readGatewayConfig } from '../../gateway/src/config/gateway.config';
import { readSchedulerConfig } from '../../scheduler/src/config/scheduler.config';
import { readSendingConfig } from '../../sending/src/config/sending.config';
import { readTemplatesConfig } from '../../templates/src/config/templates.config';
import { readWebhooksConfig } from '../../webhooks/src/config/webhooks.config';

export type StandaloneConfig = ReturnType<typeof readStandaloneConfig>;

// Standalone needs nothing configured: secrets it is not given are generated once and kept in DATA_DIR.
export function readStandaloneConfig(processEnv: NodeJS.ProcessEnv = process.env) {
  const dataDir = resolve(new EnvReader(processEnv).string('DATA_DIR', { default: './data' }));
  prepareDataDir(dataDir);
  const adminTokenFile = join(dataDir, 'admin-token');
  const env = new EnvReader({
    ...processEnv,
    ADMIN_TOKEN:
      processEnv.ADMIN_TOKEN || readOrCreate(adminTokenFile, () => randomBytes(32).toString('base64url')),
    ENCRYPTION_KEY:
      processEnv.ENCRYPTION_KEY || readOrCreate(join(dataDir, 'encryption-key'), generateEncryptionKey),
  });
  const gateway = readGatewayConfig(env, { rateLimitStore: 'memory' });
  const config = {
    dataDir,
    adminTokenFile: processEnv.ADMIN_TOKEN ? undefined : adminTokenFile,
    logLevel: readLogLevel(env),
    bus: readBus(env),
    gateway,
    domains: readDomainsConfig(env),
    templates: readTemplatesConfig(env),
    // Tracking links lead to this process's own API: without PUBLIC_URL, the gateway's default follows PORT.
    // The inbound listener of bounces listens beside the API, on a free port unless BOUNCE_MX_PORT says.
    sending: {
      ...readSendingConfig(env, { bounceMx: { host: gateway.host, port: 0 } }),
      publicUrl: gateway.publicUrl,
    },
    events: readEventsConfig(env),
    scheduler: readSchedulerConfig(env),
    webhooks: readWebhooksConfig(env),
    campaigns: readCampaignsConfig(env),
    audience: readAudienceConfig(env),
    ownerEmail: env.string('OWNER_EMAIL', { default: 'owner@example.com' }),
    // /live, /ready and /metrics, on the API's HOST; never the public port.
    opsPort: env.int('OPS_PORT', { default: 9100, min: 1, max: 65_535 }),
    embeddedPostgresPort: env.int('EMBEDDED_PG_PORT', { default: 0, min: 0, max: 65535 }),
  };
  env.done();
  return config;
}

function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  // Run as root, the embedded PostgreSQL runs as an unprivileged user that must reach its folder inside.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
}

function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
