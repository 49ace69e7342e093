import { ConfigError, EnvReader } from '@mailroom/config';

// A context's config as its app reads it at start from this environment (every variable accounted for).
export function readConfigFrom<T>(readConfig: (env: EnvReader) => T, env: Record<string, string>): T {
  const reader = new EnvReader(env);
  const config = readConfig(reader);
  reader.done();
  return config;
}

// The one line an app prints when it refuses this environment; throws when the environment is accepted.
export function configProblems<T>(readConfig: (env: EnvReader) => T, env: Record<string, string>): string {
  try {
    readConfigFrom(readConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('Expected the configuration to be refused');
}
