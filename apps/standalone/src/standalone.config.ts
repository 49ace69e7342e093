import { EnvReader, quoteValue, readBus, readLogLevel, refuseSharedPorts } from '@mailroom/config';
import { parseMailbox } from '@mailroom/contracts/addresses/mailbox';
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
  const adminTokenFile = join(dataDir, 'admin-token');
  const problems: string[] = [];
  const usable = prepareDataDir(dataDir, problems);
  // A data folder that cannot be used keeps no secrets: placeholders let the other variables be checked (and
  // named) without a second, derived complaint about secrets the user never set. The start is refused anyway.
  const secret = (file: string, create: () => string): string =>
    usable ? readOrCreate(file, create, problems) : create();
  const env = new EnvReader({
    ...processEnv,
    ADMIN_TOKEN:
      processEnv.ADMIN_TOKEN || secret(adminTokenFile, () => randomBytes(32).toString('base64url')),
    ENCRYPTION_KEY:
      processEnv.ENCRYPTION_KEY || secret(join(dataDir, 'encryption-key'), generateEncryptionKey),
  });
  for (const problem of problems) env.problem(problem);
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
    ownerEmail: readOwnerEmail(env),
    // /live, /ready and /metrics, on the API's HOST; never the public port.
    opsPort: env.int('OPS_PORT', { default: 9100, min: 1, max: 65_535 }),
    embeddedPostgresPort: env.int('EMBEDDED_PG_PORT', { default: 0, min: 0, max: 65_535 }),
  };
  refuseSharedPorts(env, [
    ['PORT', config.gateway.port],
    ['OPS_PORT', config.opsPort],
    ['SMTP_SUBMISSION_PORT', config.gateway.submission?.port],
    ['SMTP_SUBMISSION_TLS_PORT', config.gateway.submission?.tlsPort],
    ['BOUNCE_MX_PORT', config.sending.bounceMx.port],
    ['CAPTURE_SMTP_PORT', config.sending.captureSmtpPort],
    ['EMBEDDED_PG_PORT', config.embeddedPostgresPort],
  ]);
  env.done();
  return config;
}

// The owner is the sandbox recipient: the admin API's rule for account emails (a bare address) holds here.
function readOwnerEmail(env: EnvReader): string {
  const ownerEmail = env.string('OWNER_EMAIL', { default: 'owner@example.com' });
  if (!parseMailbox(ownerEmail, { displayName: false })) {
    env.problem(
      `OWNER_EMAIL must be a bare email address such as owner@example.com, got ${quoteValue(ownerEmail)}`,
    );
  }
  return ownerEmail;
}

// Whether DATA_DIR is (now) a folder this process can use; says why not otherwise.
function prepareDataDir(dataDir: string, problems: string[]): boolean {
  try {
    mkdirSync(dataDir, { recursive: true });
    // Run as root, the embedded PostgreSQL runs as an unprivileged user that must reach its folder inside.
    if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
    return true;
  } catch (error) {
    problems.push(dataDirProblem(dataDir, error));
    return false;
  }
}

function readOrCreate(file: string, create: () => string, problems: string[]): string {
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const value = create();
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
    return value;
  } catch (error) {
    problems.push(dataDirProblem(file, error));
    return create();
  }
}

function dataDirProblem(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? 'error';
  const why: Record<string, string> = {
    EEXIST: 'it is a file, not a folder',
    ENOTDIR: 'a part of its path is a file, not a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    EISDIR: 'it is a folder, not a file',
  };
  return `DATA_DIR must be a folder this process can write: ${quoteValue(path)}: ${why[code] ?? code} (${code})`;
}
