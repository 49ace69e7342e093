import { EnvReader, loadOrExit, readServiceProcessConfig } from '@mailroom/config';
import { readCampaignsConfig } from './config/campaigns.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() =>
  readServiceProcessConfig(new EnvReader(), { defaultOpsPort: 9109, readContext: readCampaignsConfig }),
);

/* eslint-disable @typescript-eslint/no-require-imports */
const { runService } = require('@mailroom/runtime') as typeof import('@mailroom/runtime');
const { CampaignsModule } = require('./campaigns.module') as typeof import('./campaigns.module');
void runService('campaigns', config, CampaignsModule.register(config.service));
