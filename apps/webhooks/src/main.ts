import { runService } from '@mailroom/runtime';
import { readWebhooksConfig } from './config/webhooks.config';
import { WebhooksModule } from './webhooks.module';

runService({
  name: 'webhooks',
  defaultOpsPort: 9107,
  readConfig: readWebhooksConfig,
  module: (config) => WebhooksModule.register(config),
});
