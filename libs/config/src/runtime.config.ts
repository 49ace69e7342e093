import { EnvReader } from './env-reader';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// What every distributed app needs to reach the database and the bus.
export interface DistributedConfig {
  databaseUrl: string;
  natsUrl: string;
  // How long a request over NATS may go without an answer or a progress message from the process handling it.
  busSilenceMs: number;
}

export interface BusConfig {
  requestTimeoutMs: number;
}

export function readLogLevel(env: EnvReader): LogLevel {
  return env.oneOf('LOG_LEVEL', LOG_LEVELS, { default: 'info' });
}

export function readDistributed(env: EnvReader): DistributedConfig {
  return {
    databaseUrl: env.url('DATABASE_URL', ['postgres', 'postgresql']),
    natsUrl: env.url('NATS_URL', ['nats', 'tls'], { default: 'nats://127.0.0.1:4222' }),
    busSilenceMs: env.int('BUS_SILENCE_MS', { default: 3000, min: 300, max: 120_000 }),
  };
}

export function readBus(env: EnvReader): BusConfig {
  return { requestTimeoutMs: env.int('BUS_TIMEOUT_MS', { default: 5000, min: 100, max: 120_000 }) };
}

export function readEncryptionKey(env: EnvReader): string {
  const key = env.string('ENCRYPTION_KEY');
  if (key && Buffer.from(key, 'base64').length !== 32) {
    env.problem('ENCRYPTION_KEY must be 32 bytes, base64 encoded (openssl rand -base64 32)');
  }
  return key;
}

// Everything a distributed service process reads (apps/<context>/src/main.ts): what every app needs, and the
// context's own settings from `readContext`.
export interface ServiceProcessConfig<C> {
  distributed: DistributedConfig;
  bus: BusConfig;
  logLevel: LogLevel;
  opsPort: number;
  service: C;
}

export function readServiceProcessConfig<C>(
  env: EnvReader,
  service: { defaultOpsPort: number; readContext: (env: EnvReader) => C },
): ServiceProcessConfig<C> {
  const { defaultOpsPort, readContext } = service;
  const config = {
    distributed: readDistributed(env),
    bus: readBus(env),
    logLevel: readLogLevel(env),
    opsPort: env.int('OPS_PORT', { default: defaultOpsPort, min: 1, max: 65_535 }),
    service: readContext(env),
  };
  env.done();
  return config;
}
