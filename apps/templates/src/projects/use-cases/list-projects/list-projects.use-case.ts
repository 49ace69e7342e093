import { Injectable } from '@nestjs/common';
import { ProjectListView } from '@mailroom/contracts';
import { ProjectMapper } from '../../project.mapper';
import { ProjectRepository } from '../../project.repository';

@Injectable()
export class ListProjectsUseCase {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly mapper: ProjectMapper,
  ) {}

  async execute(teamId: number): Promise<ProjectListView> {
    const rows = await this.projects.list(teamId);
    return { projects: rows.map((row) => this.mapper.toView(row)) };
  }
}
