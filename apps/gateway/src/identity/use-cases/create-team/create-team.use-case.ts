import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  OperatorEnvelope,
  Plan,
  EnsureDefaultProjectRequest,
  ProjectView,
  ServiceError,
  TemplateSubject,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CreateTeamDto } from '../../dto/create-team.dto';
import { IDENTITY_SCHEMA } from '../../identity.database';
import { TeamView, toTeamView } from '../../identity.views';
import { TeamRepository } from '../../team.repository';
import { UserRepository } from '../../user.repository';

export function checkMonthlyLimit(plan: Plan, monthlyLimit: number | null | undefined): void {
  if (plan === Plan.enterprise && !monthlyLimit) {
    throw ServiceError.validation({
      monthly_limit: ['The monthly_limit is required for the enterprise plan.'],
    });
  }
  if (plan !== Plan.enterprise && monthlyLimit) {
    throw ServiceError.validation({
      monthly_limit: ['The monthly_limit can only be set for the enterprise plan.'],
    });
  }
}

@Injectable()
export class CreateTeamUseCase {
  constructor(
    @InjectDataSource(IDENTITY_SCHEMA) private readonly dataSource: DataSource,
    private readonly teams: TeamRepository,
    private readonly users: UserRepository,
    private readonly bus: BusClient,
  ) {}

  // requestId: the operator's request, named in the templates context's logs; a team made at start-up has none.
  async execute(input: CreateTeamDto, requestId: string = randomUUID()): Promise<TeamView> {
    const plan = input.plan ?? Plan.free;
    checkMonthlyLimit(plan, input.monthly_limit);
    return this.dataSource.transaction(async (manager) => {
      const team = await this.teams.insert(manager, {
        name: input.name,
        plan,
        monthlyLimit: input.monthly_limit ?? null,
      });
      const owner = await this.users.insert(team.id, input.owner_email, manager);
      team.ownerUserId = owner.id;
      // The templates context owns projects. Asked inside the transaction: if it cannot answer, no team is
      // created and the operator retries; a project made for a team whose commit then fails is never used.
      team.defaultProjectId = (await this.ensureDefaultProject(team.id, requestId)).id;
      await this.teams.save(team, manager);
      return toTeamView(team, owner);
    });
  }

  private ensureDefaultProject(teamId: number, requestId: string): Promise<ProjectView> {
    const envelope: OperatorEnvelope<EnsureDefaultProjectRequest> = {
      request_id: requestId,
      data: { team_id: teamId },
    };
    return this.bus.request<ProjectView>(TemplateSubject.ensureDefaultProject, envelope);
  }
}
