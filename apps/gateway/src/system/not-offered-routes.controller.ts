import { Controller, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ServiceError } from '@mailroom/contracts';
import { ApiKeyRoute } from '../access/route-policy';

const notOffered = (what: string): ServiceError =>
  ServiceError.notFound(`${what} is not offered by this service yet.`);

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
}
