import { runService } from '@mailroom/runtime';
import { readTemplatesConfig } from './config/templates.config';
import { TemplatesModule } from './templates.module';

runService({
  name: 'templates',
  defaultOpsPort: 9103,
  readConfig: readTemplatesConfig,
  module: (config) => TemplatesModule.register(config),
});
