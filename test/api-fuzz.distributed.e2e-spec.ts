import { describeGeneratedRequests } from './support/api-fuzz';
import { startDistributed } from './support/distributed';

// The same requests through the gateway to the context apps over NATS: an error crosses the bus as it is.
describeGeneratedRequests('distributed', (dns) => startDistributed({ env: { DNS_SERVERS: dns.address } }));
