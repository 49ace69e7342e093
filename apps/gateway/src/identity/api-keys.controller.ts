import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Scope } from '@mailroom/contracts';
import { CallingKey } from '../access/request-context.decorator';
import { ApiKeyRoute } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope, ApiErrors, ApiMessage, BODY_ERRORS, NOT_FOUND } from '../http/api-docs';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ApiKeyCreatedView, ApiKeyListView } from './identity.views';
import { AuthenticatedKey } from './use-cases/authenticate-api-key/authenticate-api-key.use-case';
import { CreateApiKeyUseCase } from './use-cases/create-api-key/create-api-key.use-case';
import { DeleteApiKeyUseCase } from './use-cases/delete-api-key/delete-api-key.use-case';
import { ListApiKeysUseCase } from './use-cases/list-api-keys/list-api-keys.use-case';

@ApiTags('API keys')
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly createKey: CreateApiKeyUseCase,
    private readonly listKeys: ListApiKeysUseCase,
    private readonly deleteKey: DeleteApiKeyUseCase,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiKeyRoute({ scope: Scope.apiKeysWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Create an API key; the key itself is shown only in this response' })
  @ApiEnvelope(ApiKeyCreatedView, { status: 201 })
  @ApiErrors(BODY_ERRORS)
  async create(
    @CallingKey() caller: AuthenticatedKey,
    @Body() body: CreateApiKeyDto,
  ): Promise<SuccessBody<ApiKeyCreatedView>> {
    return respond(
      'API key created.',
      await this.createKey.execute(caller.teamId, caller.creatorUserId, body),
    );
  }

  @Get()
  @ApiKeyRoute({ scope: Scope.apiKeysRead, sandbox: 'restricted' })
  @ApiOperation({ summary: 'List the API keys of the team' })
  @ApiEnvelope(ApiKeyListView)
  async list(@CallingKey() caller: AuthenticatedKey): Promise<SuccessBody<ApiKeyListView>> {
    return respond('API keys retrieved.', await this.listKeys.execute(caller.teamId));
  }

  @Delete(':id')
  @ApiKeyRoute({ scope: Scope.apiKeysWrite, sandbox: 'restricted' })
  @ApiOperation({ summary: 'Delete an API key' })
  @ApiMessage()
  @ApiErrors(NOT_FOUND)
  async remove(
    @CallingKey() caller: AuthenticatedKey,
    @Param('id') id: string,
  ): Promise<{ message: string }> {
    await this.deleteKey.execute(caller.teamId, id);
    return { message: 'API key deleted.' };
  }
}
