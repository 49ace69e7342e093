import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { ApiKeyRepository } from '../../api-key.repository';
import { AuthenticateApiKeyUseCase } from '../authenticate-api-key/authenticate-api-key.use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class DeleteApiKeyUseCase {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly authenticate: AuthenticateApiKeyUseCase,
  ) {}

  async execute(teamId: number, keyId: string): Promise<void> {
    if (!UUID.test(keyId) || !(await this.keys.delete(teamId, keyId))) {
      throw ServiceError.notFound('API key not found.');
    }
    this.authenticate.forgetKey(keyId);
  }
}
