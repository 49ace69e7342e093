import { runService } from '@mailroom/runtime';
import { readDomainsConfig } from './config/domains.config';
import { DomainsModule } from './domains.module';

runService({
  name: 'domains',
  defaultOpsPort: 9102,
  readConfig: readDomainsConfig,
  module: (config) => DomainsModule.register(config),
});
