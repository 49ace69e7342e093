import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { randomUUID } from 'node:crypto';
import { ApiKeyEntity } from '../../api-key.entity';
import { ApiKeyRepository } from '../../api-key.repository';
import { generateApiKey } from '../../api-key-secret';
import { CreateApiKeyDto } from '../../dto/create-api-key.dto';
import { ApiKeyCreatedView, toApiKeyView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { UserRepository } from '../../user.repository';

@Injectable()
export class CreateApiKeyUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly users: UserRepository,
    private readonly keys: ApiKeyRepository,
  ) {}

  // creatorUserId undefined means the team owner (operator-made keys).
  async execute(
    teamId: number,
    creatorUserId: number | undefined,
    input: CreateApiKeyDto,
  ): Promise<ApiKeyCreatedView> {
    const team = await this.teams.findById(teamId);
    if (!team) throw ServiceError.notFound('Team not found.');
    const creatorId = creatorUserId ?? team.ownerUserId;
    const creator = creatorId ? await this.users.findById(teamId, creatorId) : null;
    if (!creator) throw ServiceError.validation({ user_id: ['The user does not belong to the team.'] });

    const generated = generateApiKey(input.type);
    const entity = Object.assign(new ApiKeyEntity(), {
      id: randomUUID(),
      teamId,
      createdBy: creator.id,
      name: input.name,
      permission: input.permission,
      type: input.type,
      keyHash: generated.hash,
      prefix: generated.prefix,
    });
    const saved = await this.keys.insert(entity);
    return { ...toApiKeyView(saved), key: generated.key };
  }
}
