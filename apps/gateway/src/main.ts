import { EnvReader, loadOrExit } from '@mailroom/config';
import { readGatewayProcessConfig } from './config/gateway.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() => readGatewayProcessConfig(new EnvReader()));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runGateway } = require('./gateway-process') as typeof import('./gateway-process');
runGateway(config);
