import { loadOrExit } from '@mailroom/config';
import { readStandaloneConfig } from './standalone.config';

// The configuration is read before the app's modules load, so that a refused start exits in a fraction of a
// second rather than after the whole app has loaded.
const config = loadOrExit(() => readStandaloneConfig());

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runStandalone } = require('./standalone-process') as typeof import('./standalone-process');
runStandalone(config);
