import { describeGeneratedRequests } from './support/api-fuzz';
import { startStandalone } from './support/standalone';

describeGeneratedRequests('standalone', (dns) => startStandalone({ DNS_SERVERS: dns.address }));
