import { Injectable } from '@nestjs/common';
import { Plan, ServiceError } from '@mailroom/contracts';
import { UpdateTeamDto } from '../../dto/create-team.dto';
import { TeamView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { AuthenticateApiKeyUseCase } from '../authenticate-api-key/authenticate-api-key.use-case';
import { checkMonthlyLimit } from '../create-team/create-team.use-case';
import { GetTeamUseCase } from '../get-team/get-team.use-case';

@Injectable()
export class UpdateTeamUseCase {
  constructor(
    private readonly teams: TeamRepository,
    private readonly getTeam: GetTeamUseCase,
    private readonly authenticate: AuthenticateApiKeyUseCase,
  ) {}

  async execute(teamId: number, input: UpdateTeamDto): Promise<TeamView> {
    const team = await this.teams.findById(teamId);
    if (!team) throw ServiceError.notFound('Team not found.');
    const plan = input.plan ?? team.plan;
    // Leaving enterprise drops the custom limit; staying on it keeps the old one unless a new one is given.
    const monthlyLimit =
      plan === Plan.enterprise ? (input.monthly_limit ?? team.monthlyLimit) : input.monthly_limit;
    checkMonthlyLimit(plan, monthlyLimit);
    team.plan = plan;
    team.monthlyLimit = plan === Plan.enterprise ? (monthlyLimit ?? null) : null;
    if (input.name !== undefined) team.name = input.name;
    await this.teams.save(team);
    // The plan decides the rate limit: cached keys of this team must see the new one.
    this.authenticate.forgetTeam(teamId);
    return this.getTeam.execute(teamId);
  }
}
