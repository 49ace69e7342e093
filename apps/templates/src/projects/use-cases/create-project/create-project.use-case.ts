import { Injectable } from '@nestjs/common';
import { CreateProjectDto, ProjectView } from '@mailroom/contracts';
import { ProjectMapper } from '../../project.mapper';
import { ProjectRepository } from '../../project.repository';

@Injectable()
export class CreateProjectUseCase {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly mapper: ProjectMapper,
  ) {}

  // The first project of a team becomes its default: try it as the default first, and fall back to an
  // ordinary project when the partial unique index says the team already has one.
  async execute(teamId: number, input: CreateProjectDto): Promise<ProjectView> {
    const now = new Date();
    const id =
      (await this.projects.insertDefaultIfAbsent(teamId, input.name, now)) ??
      (await this.projects.insertNonDefault(teamId, input.name, now));
    const row = await this.projects.findById(teamId, id);
    if (!row) throw new Error(`Project ${id} vanished right after its insert`);
    return this.mapper.toView(row);
  }
}
