import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateProjectDto,
  EnsureDefaultProjectRequest,
  Envelope,
  OperatorEnvelope,
  ProjectListView,
  ProjectView,
  TemplateSubject,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { CreateProjectUseCase } from './use-cases/create-project/create-project.use-case';
import { EnsureDefaultProjectUseCase } from './use-cases/ensure-default-project/ensure-default-project.use-case';
import { ListProjectsUseCase } from './use-cases/list-projects/list-projects.use-case';

@BusHandler()
export class ProjectsHandler {
  constructor(
    private readonly createProject: CreateProjectUseCase,
    private readonly listProjects: ListProjectsUseCase,
    private readonly ensureDefaultProject: EnsureDefaultProjectUseCase,
  ) {}

  @MessagePattern(TemplateSubject.createProject)
  create(@Payload() { ctx, data }: Envelope<CreateProjectDto>): Promise<ProjectView> {
    return this.createProject.execute(ctx.team_id, data);
  }

  @MessagePattern(TemplateSubject.listProjects)
  list(@Payload() { ctx }: Envelope<Record<string, never>>): Promise<ProjectListView> {
    return this.listProjects.execute(ctx.team_id);
  }

  // An operator call: the gateway makes it while creating a team, before any API key exists.
  @MessagePattern(TemplateSubject.ensureDefaultProject)
  ensureDefault(@Payload() { data }: OperatorEnvelope<EnsureDefaultProjectRequest>): Promise<ProjectView> {
    return this.ensureDefaultProject.execute(data);
  }
}
