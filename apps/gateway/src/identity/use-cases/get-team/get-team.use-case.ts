import { Injectable } from '@nestjs/common';
import { ServiceError } from '@mailroom/contracts';
import { TeamView, toTeamView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { UserRepository } from '../../user.repository';

@Injectable()
export class GetTeamUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(teamId: number): Promise<TeamView> {
    const team = await this.teams.findById(teamId);
    if (!team) throw ServiceError.notFound('Team not found.');
    const owner = team.ownerUserId ? await this.users.findById(team.id, team.ownerUserId) : null;
    return toTeamView(team, owner);
  }
}
