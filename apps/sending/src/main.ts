import { runService } from '@mailroom/runtime';
import { readSendingConfig } from './config/sending.config';
import { SendingModule } from './sending.module';

runService({
  name: 'sending',
  defaultOpsPort: 9104,
  readConfig: readSendingConfig,
  module: (config) => SendingModule.register(config),
});
