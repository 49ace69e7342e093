import { Controller, Delete, Post, Put, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ServiceError } from '@mailroom/contracts';
import { ApiKeyRoute } from '../access/route-policy';

const notOffered = (what: string): ServiceError =>
  ServiceError.notFound(`${what} is not offered by this service yet.`);

// What an unknown route answers (HttpErrorFilter).
const noSuchRoute = (): ServiceError => ServiceError.notFound('The requested resource was not found.');

const WRITE = { sandbox: 'restricted' } as const;

// Method and path pairs of SPEC's sandbox rules that no route serves. A sandbox key meets those rules on them
// (403 sandbox_restricted: "POST, PUT, DELETE on /templates and /templates/{slug}", "POST, PUT, DELETE on
// webhooks", "POST /sms", "POST /whatsapp"), every other key the 404 of an unknown route. Each takes the raw
// request, so that a body is not judged (a 422 for its fields) where there is no route to read it.
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

  @Put(['templates', 'webhooks'])
  @ApiKeyRoute(WRITE)
  putCollection(@Req() _request: unknown): never {
    throw noSuchRoute();
  }

  @Delete(['templates', 'webhooks'])
  @ApiKeyRoute(WRITE)
  deleteCollection(@Req() _request: unknown): never {
    throw noSuchRoute();
  }

  @Post(['templates/:slug', 'webhooks/:webhook'])
  @ApiKeyRoute(WRITE)
  postItem(@Req() _request: unknown): never {
    throw noSuchRoute();
  }
}
