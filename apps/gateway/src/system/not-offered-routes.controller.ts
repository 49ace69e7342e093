import { Controller, Delete, Get, Patch, Post, Put } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ServiceError } from '@mailroom/contracts';
import { ApiKeyRoute } from '../access/route-policy';

const notOffered = (what: string): ServiceError =>
  ServiceError.notFound(`${what} is not offered by this service yet.`);

const READ = { sandbox: 'allowed' } as const;
const WRITE = { sandbox: 'restricted' } as const;

// Routes of SPEC that no context serves yet. A sandbox key meets SPEC's sandbox rules on them (403
// sandbox_restricted on writes), every key a plain 404 otherwise. A route leaves this list when its context lands.
@ApiExcludeController()
@Controller()
export class NotOfferedRoutesController {
  @Post('sms')
  @ApiKeyRoute(WRITE)
  sms(): never {
    throw notOffered('SMS');
  }

  @Post('whatsapp')
  @ApiKeyRoute(WRITE)
  whatsapp(): never {
    throw notOffered('WhatsApp');
  }

  @Get(['webhooks', 'webhooks/:webhook'])
  @ApiKeyRoute(READ)
  readWebhooks(): never {
    throw notOffered('Webhooks');
  }

  @Post('webhooks')
  @ApiKeyRoute(WRITE)
  createWebhook(): never {
    throw notOffered('Webhooks');
  }

  @Put('webhooks/:webhook')
  @ApiKeyRoute(WRITE)
  replaceWebhook(): never {
    throw notOffered('Webhooks');
  }

  @Patch('webhooks/:webhook')
  @ApiKeyRoute(WRITE)
  updateWebhook(): never {
    throw notOffered('Webhooks');
  }

  @Delete('webhooks/:webhook')
  @ApiKeyRoute(WRITE)
  deleteWebhook(): never {
    throw notOffered('Webhooks');
  }
}
