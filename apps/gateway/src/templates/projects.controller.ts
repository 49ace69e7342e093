import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateProjectDto,
  Envelope,
  ProjectListView,
  ProjectView,
  RequestContext,
  Scope,
  TemplateSubject,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, BODY_ERRORS } from '../http/api-docs';

@ApiTags('Templates')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiKeyRoute({ scope: Scope.templatesRead, sandbox: 'restricted' })
  @ApiOperation({ summary: "List the team's projects; the first is the default" })
  @ApiEnvelope(ProjectListView)
  async list(@Caller() ctx: RequestContext): Promise<SuccessBody<ProjectListView>> {
    const envelope: Envelope<Record<string, never>> = { ctx, data: {} };
    return respond(
      'Projects retrieved.',
      await this.bus.request<ProjectListView>(TemplateSubject.listProjects, envelope),
    );
  }

  @Post()
  @HttpCode(201)
  @ApiKeyRoute({ scope: Scope.templatesWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Create a project' })
  @ApiEnvelope(ProjectView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(
    @Caller() ctx: RequestContext,
    @Body() body: CreateProjectDto,
  ): Promise<SuccessBody<ProjectView>> {
    const envelope: Envelope<CreateProjectDto> = { ctx, data: { ...body } };
    return respond(
      'Project created.',
      await this.bus.request<ProjectView>(TemplateSubject.createProject, envelope),
    );
  }
}
