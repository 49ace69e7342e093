import { EnvReader } from '@mailroom/config';

// Nothing to configure yet beyond what runService reads; the shape exists so that settings have a home.
export type TemplatesConfig = Record<string, never>;

export function readTemplatesConfig(_env: EnvReader): TemplatesConfig {
  return {};
}
