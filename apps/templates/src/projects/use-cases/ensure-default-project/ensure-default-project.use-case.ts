import { Injectable } from '@nestjs/common';
import { EnsureDefaultProjectRequest, ProjectView, ServiceError } from '@mailroom/contracts';
import { ProjectMapper } from '../../project.mapper';
import { ProjectResolver } from '../../project-resolver';

// Called by the gateway while it creates a team; idempotent, so a retried team creation is harmless.
@Injectable()
export class EnsureDefaultProjectUseCase {
  constructor(
    private readonly resolver: ProjectResolver,
    private readonly mapper: ProjectMapper,
  ) {}

  async execute(request: EnsureDefaultProjectRequest): Promise<ProjectView> {
    const teamId = request?.team_id;
    if (typeof teamId !== 'number' || !Number.isInteger(teamId) || teamId <= 0) {
      throw ServiceError.validation({ team_id: ['The team_id must be a positive integer.'] });
    }
    return this.mapper.toView(await this.resolver.ensureDefault(teamId));
  }
}
