import { describeGeneratedRequests } from './support/api-fuzz';
import { startDistributed } from './support/distributed';

// The same requests through the gateway to the context apps over NATS: an error crosses the bus as it is.
// A third as many per operation as the standalone suite sends, which reaches the same use-cases at full
// count: what this suite adds is the crossing, and it costs the CI run a minute less.
describeGeneratedRequests(
  'distributed',
  (dns) => startDistributed({ env: { DNS_SERVERS: dns.address } }),
  1 / 3,
);
