import { runService } from '@mailroom/runtime';
import { CampaignsModule } from './campaigns.module';
import { readCampaignsConfig } from './config/campaigns.config';

runService({
  name: 'campaigns',
  defaultOpsPort: 9109,
  readConfig: readCampaignsConfig,
  module: (config) => CampaignsModule.register(config),
});
