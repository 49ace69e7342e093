import type { RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';

export type CreateDomainRequest = RequestBody<'/api/domains', 'post'>;
export type CreatedDomain = ResponseData<'/api/domains', 'post'>;
export type Domain = ResponseData<'/api/domains/{domain}', 'get'>;
export type DomainVerification = ResponseData<'/api/domains/{domain}/verify', 'post'>;

export class Domains {
  constructor(private readonly transport: Transport) {}

  // Answers the DKIM record to publish; sending from the domain needs it verified.
  create(request: CreateDomainRequest): Promise<CreatedDomain> {
    return this.transport.data({ method: 'POST', path: '/api/domains', body: request });
  }

  list(): Promise<ResponseData<'/api/domains', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/domains' });
  }

  get(domain: string): Promise<Domain> {
    return this.transport.data({ method: 'GET', path: '/api/domains/{domain}', params: { domain } });
  }

  // Checks the DNS records now.
  verify(domain: string): Promise<DomainVerification> {
    return this.transport.data({ method: 'POST', path: '/api/domains/{domain}/verify', params: { domain } });
  }

  delete(domain: string): Promise<void> {
    return this.transport.perform({ method: 'DELETE', path: '/api/domains/{domain}', params: { domain } });
  }
}
