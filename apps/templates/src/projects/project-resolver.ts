import { Injectable } from '@nestjs/common';
import { isPositiveInt4 } from '../database/postgres-integers';
import { noDefaultProject, projectNotFound } from './project-errors';
import { ProjectEntity } from './project.entity';
import { ProjectRepository } from './project.repository';

export const DEFAULT_PROJECT_NAME = 'Default project';

// Which project a template request means: the one it names, which must be the team's, or else the
// team's default project.
@Injectable()
export class ProjectResolver {
  constructor(private readonly projects: ProjectRepository) {}

  async resolve(teamId: number, projectId: number | undefined): Promise<ProjectEntity> {
    if (projectId !== undefined && projectId !== null) return this.findNamed(teamId, projectId);
    const project = await this.projects.findDefault(teamId);
    if (!project) throw noDefaultProject();
    return project;
  }

  // A team that never made a project gets its default one with its first template.
  async resolveOrCreateDefault(teamId: number, projectId: number | undefined): Promise<ProjectEntity> {
    if (projectId !== undefined && projectId !== null) return this.findNamed(teamId, projectId);
    return this.ensureDefault(teamId);
  }

  async ensureDefault(teamId: number): Promise<ProjectEntity> {
    const existing = await this.projects.findDefault(teamId);
    if (existing) return existing;
    await this.projects.insertDefaultIfAbsent(teamId, DEFAULT_PROJECT_NAME, new Date());
    // Ours or a concurrent caller's: either way it is committed and visible to this new statement.
    const project = await this.projects.findDefault(teamId);
    if (!project) throw new Error(`Team ${teamId} has no default project right after ensuring one`);
    return project;
  }

  // Another team's project is answered exactly like one that does not exist.
  async findNamed(teamId: number, projectId: number): Promise<ProjectEntity> {
    const project = isPositiveInt4(projectId) ? await this.projects.findById(teamId, projectId) : null;
    if (!project) throw projectNotFound(projectId);
    return project;
  }
}
