import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestContext } from '@mailroom/contracts';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute, Public } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';
import { ApiEnvelope } from '../http/api-docs';
import { AuthCheckView, HealthView } from './system.views';

@ApiTags('System')
@Controller()
export class HealthController {
  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Health check (no authentication)' })
  @ApiEnvelope(HealthView)
  health(): SuccessBody<HealthView> {
    return respond('Service is healthy.', { status: 'ok', timestamp: new Date().toISOString() });
  }

  @Get('auth/check')
  @ApiKeyRoute({ sandbox: 'allowed' })
  @ApiOperation({ summary: 'Check an API key and return its team' })
  @ApiEnvelope(AuthCheckView)
  check(@Caller() caller: RequestContext): SuccessBody<AuthCheckView> {
    return respond('API key is valid.', { team_id: caller.team_id, timestamp: new Date().toISOString() });
  }
}
