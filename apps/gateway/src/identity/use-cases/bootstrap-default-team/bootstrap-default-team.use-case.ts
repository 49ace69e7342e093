import { Injectable } from '@nestjs/common';
import { Permission } from '@mailroom/contracts';
import { ApiKeyCreatedView, TeamView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { CreateApiKeyUseCase } from '../create-api-key/create-api-key.use-case';
import { CreateTeamUseCase } from '../create-team/create-team.use-case';

// Standalone's first start: a team, its owner, a full_access key, and a sandbox key for the owner, so that a
// new user can send a test email at once (from the sandbox domain, to the owner) without setting up DNS.
@Injectable()
export class BootstrapDefaultTeamUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly createTeam: CreateTeamUseCase,
    private readonly createKey: CreateApiKeyUseCase,
  ) {}

  async execute(
    ownerEmail: string,
  ): Promise<{ team: TeamView; key: ApiKeyCreatedView; sandboxKey: ApiKeyCreatedView } | null> {
    if ((await this.teams.count()) > 0) return null;
    const team = await this.createTeam.execute({ name: 'Default team', owner_email: ownerEmail });
    const key = await this.createKey.execute(team.id, undefined, {
      name: 'Default key',
      permission: Permission.fullAccess,
      type: 'live',
    });
    const sandboxKey = await this.createKey.execute(team.id, undefined, {
      name: 'Sandbox key',
      permission: Permission.fullAccess,
      type: 'sandbox',
    });
    return { team, key, sandboxKey };
  }
}
