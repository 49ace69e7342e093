import { EnvReader } from '@mailroom/config';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface CliConfig {
  baseUrl: string;
  adminToken?: string;
}

// The admin token comes from ADMIN_TOKEN, else from the file standalone keeps in DATA_DIR.
export function readCliConfig(env = new EnvReader()): CliConfig {
  const port = env.int('PORT', { default: 3000, min: 1, max: 65_535 });
  // The service's address, or its API's as the start banner prints it (`.../api`): the CLI adds /api itself.
  const baseUrl = env
    .url('MAILROOM_URL', ['http', 'https'], { default: `http://localhost:${port}` })
    .replace(/\/+$/, '')
    .replace(/\/api$/, '');
  const tokenFile = join(resolve(env.string('DATA_DIR', { default: './data' })), 'admin-token');
  const adminToken =
    env.optionalString('ADMIN_TOKEN') ??
    (existsSync(tokenFile) ? readFileSync(tokenFile, 'utf8').trim() : undefined);
  env.done();
  return { baseUrl, adminToken };
}
