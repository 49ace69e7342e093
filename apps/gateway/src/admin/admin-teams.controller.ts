import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestId } from '../access/request-context.decorator';
import { AdminOnly } from '../access/route-policy';
import { parseId, respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiRequestExample, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';
import { TEAM_CHANGE_EXAMPLE, TEAM_EXAMPLE, TEAM_KEY_EXAMPLE } from '../http/request-examples';
import { AdminCreateApiKeyDto } from '../identity/dto/create-api-key.dto';
import { AddUserDto, CreateTeamDto, UpdateTeamDto } from '../identity/dto/create-team.dto';
import { ApiKeyCreatedView, TeamView, UserView } from '../identity/identity.views';
import { AddUserUseCase } from '../identity/use-cases/add-user/add-user.use-case';
import { CreateApiKeyUseCase } from '../identity/use-cases/create-api-key/create-api-key.use-case';
import { CreateTeamUseCase } from '../identity/use-cases/create-team/create-team.use-case';
import { GetTeamUseCase } from '../identity/use-cases/get-team/get-team.use-case';
import { UpdateTeamUseCase } from '../identity/use-cases/update-team/update-team.use-case';

@ApiTags('Admin')
@Controller('admin/teams')
@AdminOnly()
export class AdminTeamsController {
  constructor(
    private readonly createTeam: CreateTeamUseCase,
    private readonly updateTeam: UpdateTeamUseCase,
    private readonly getTeam: GetTeamUseCase,
    private readonly addUser: AddUserUseCase,
    private readonly createKey: CreateApiKeyUseCase,
  ) {}

  @Post()
  @ApiRequestExample(TEAM_EXAMPLE)
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a team with its owner' })
  @ApiEnvelope(TeamView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(@RequestId() requestId: string, @Body() body: CreateTeamDto): Promise<SuccessBody<TeamView>> {
    return respond('Team created.', await this.createTeam.execute(body, requestId));
  }

  @Get(':teamId')
  @ApiOperation({ summary: 'Read a team' })
  @ApiEnvelope(TeamView)
  @ApiErrors(NOT_FOUND)
  async get(@Param('teamId') teamId: string): Promise<SuccessBody<TeamView>> {
    return respond('Team retrieved.', await this.getTeam.execute(parseId(teamId, 'Team')));
  }

  @Patch(':teamId')
  @ApiRequestExample(TEAM_CHANGE_EXAMPLE)
  @ApiOperation({ summary: 'Change the plan, monthly limit or name of a team' })
  @ApiEnvelope(TeamView)
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async update(@Param('teamId') teamId: string, @Body() body: UpdateTeamDto): Promise<SuccessBody<TeamView>> {
    return respond('Team updated.', await this.updateTeam.execute(parseId(teamId, 'Team'), body));
  }

  @Post(':teamId/users')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a user to a team' })
  @ApiEnvelope(UserView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async addMember(@Param('teamId') teamId: string, @Body() body: AddUserDto): Promise<SuccessBody<UserView>> {
    return respond('User added.', await this.addUser.execute(parseId(teamId, 'Team'), body));
  }

  @Post(':teamId/api-keys')
  @ApiRequestExample(TEAM_KEY_EXAMPLE)
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an API key for a team' })
  @ApiEnvelope(ApiKeyCreatedView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  @ApiErrors(NOT_FOUND)
  async createApiKey(
    @Param('teamId') teamId: string,
    @Body() body: AdminCreateApiKeyDto,
  ): Promise<SuccessBody<ApiKeyCreatedView>> {
    const { user_id: userId, ...key } = body;
    return respond('API key created.', await this.createKey.execute(parseId(teamId, 'Team'), userId, key));
  }
}
