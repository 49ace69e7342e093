import { Injectable } from '@nestjs/common';
import { ApiKeyRepository } from '../../api-key.repository';
import { ApiKeyView, toApiKeyView } from '../../identity.views';

@Injectable()
export class ListApiKeysUseCase {
  constructor(private readonly keys: ApiKeyRepository) {}

  async execute(teamId: number): Promise<{ api_keys: ApiKeyView[] }> {
    return { api_keys: (await this.keys.listByTeam(teamId)).map(toApiKeyView) };
  }
}
