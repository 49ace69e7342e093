import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestContext } from '@mailroom/contracts';
import { Caller } from '../access/request-context.decorator';
import { ApiKeyRoute, Public } from '../access/route-policy';
import { respond, SuccessBody } from '../http/respond';

@ApiTags('System')
@Controller()
export class HealthController {
  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Health check (no authentication)' })
  health(): SuccessBody<{ status: string; timestamp: string }> {
    return respond('Service is healthy.', { status: 'ok', timestamp: new Date().toISOString() });
  }

  @Get('auth/check')
  @ApiKeyRoute({ sandbox: 'allowed' })
  @ApiOperation({ summary: 'Check an API key and return its team' })
  check(@Caller() caller: RequestContext): SuccessBody<{ team_id: number; timestamp: string }> {
    return respond('API key is valid.', { team_id: caller.team_id, timestamp: new Date().toISOString() });
  }
}
