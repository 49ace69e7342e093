import { Injectable } from '@nestjs/common';
import { Permission } from '@mailroom/contracts';
import { ApiKeyCreatedView, TeamView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { CreateApiKeyUseCase } from '../create-api-key/create-api-key.use-case';
import { CreateTeamUseCase } from '../create-team/create-team.use-case';

// Standalone's first start: a team, its owner and a full_access key, so that a new user can send at once.
@Injectable()
export class BootstrapDefaultTeamUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly createTeam: CreateTeamUseCase,
    private readonly createKey: CreateApiKeyUseCase,
  ) {}

  async execute(ownerEmail: string): Promise<{ team: TeamView; key: ApiKeyCreatedView } | null> {
    if ((await this.teams.count()) > 0) return null;
    const team = await this.createTeam.execute({ name: 'Default team', owner_email: ownerEmail });
    const key = await this.createKey.execute(team.id, undefined, {
      name: 'Default key',
      permission: Permission.fullAccess,
      type: 'live',
    });
    return { team, key };
  }
}
