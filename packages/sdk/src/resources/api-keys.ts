import type { RequestBody, ResponseData } from '../api-types.js';
import type { Transport } from '../http/transport.js';

export type CreateApiKeyRequest = RequestBody<'/api/api-keys', 'post'>;
// The key itself (`key`) is in this answer only.
export type CreatedApiKey = ResponseData<'/api/api-keys', 'post'>;

export class ApiKeys {
  constructor(private readonly transport: Transport) {}

  create(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
    return this.transport.data({ method: 'POST', path: '/api/api-keys', body: request });
  }

  list(): Promise<ResponseData<'/api/api-keys', 'get'>> {
    return this.transport.data({ method: 'GET', path: '/api/api-keys' });
  }

  // Requests with the key are refused from now on.
  revoke(id: string | number): Promise<void> {
    return this.transport.perform({ method: 'DELETE', path: '/api/api-keys/{id}', params: { id } });
  }
}
