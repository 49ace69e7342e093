import { runService } from '@mailroom/runtime';
import { readAudienceConfig } from './config/audience.config';
import { AudienceModule } from './audience.module';

runService({
  name: 'audience',
  defaultOpsPort: 9108,
  readConfig: readAudienceConfig,
  module: (config) => AudienceModule.register(config),
});
