import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ClickTracked,
  ErrorCode,
  EventsSubject,
  OpenTracked,
  ServiceError,
  TrackingHit,
  TrackingKind,
  Unsubscribed,
  UnsubscribePage,
  UnsubscribeRequest,
} from '@mailroom/contracts';
import { BusClient } from '@mailroom/messaging';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors, ApiRawAnswer, ErrorAnswers } from '../http/api-docs';
import { Public } from '../access/route-policy';
import { FORM_BODY_ROUTE } from '../http/http-app';
import { TrackingTokens } from './tracking-tokens';
import { PAGE_HEADERS, unsubscribedPage, unsubscribePage } from './unsubscribe-pages';

// A transparent 1x1 GIF (43 bytes).
export const TRANSPARENT_GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

// RFC 8058: the body a mailbox provider posts for a one-click unsubscribe.
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

// A link that is not ours names nothing; a 503 when the events context cannot record the hit.
const TRACKING_ERRORS: ErrorAnswers = {
  404: [ErrorCode.notFound],
  503: [ErrorCode.serviceUnavailable],
};

// The public links of composed mail (API.md, Tracking): no API key. The events context records the hit
// and answers what to show; a token that is not ours is 404 and records nothing.
@ApiTags('Tracking')
@Controller('t')
@Public()
export class TrackingController {
  constructor(
    private readonly bus: BusClient,
    private readonly tokens: TrackingTokens,
  ) {}

  @Get('o/:token')
  @ApiOperation({ summary: 'Open pixel: records an open and answers a 1x1 transparent GIF' })
  @ApiRawAnswer(200, 'A 1x1 transparent GIF', ['image/gif'])
  @ApiErrors(TRACKING_ERRORS)
  async open(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const hit = this.hit(TrackingKind.open, token, request);
    // Fastify answers HEAD with the GET route; a link checker's HEAD is not a reader opening the mail.
    if (request.method !== 'HEAD') await this.bus.request<OpenTracked>(EventsSubject.trackOpen, hit);
    await reply
      .code(200)
      .headers({ 'content-type': 'image/gif', 'cache-control': 'no-store' })
      .send(TRANSPARENT_GIF);
  }

  @Get('c/:token')
  @ApiOperation({ summary: 'Click redirect: records a click and redirects to the signed target' })
  @ApiRawAnswer(302, 'Redirects to the signed target (Location)')
  @ApiErrors(TRACKING_ERRORS)
  async click(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const hit = this.hit(TrackingKind.click, token, request);
    // A HEAD (a link checker, a preview) is shown where the link leads without counting as a click.
    const { url } =
      request.method === 'HEAD'
        ? { url: this.tokens.assertSigned(TrackingKind.click, token).u }
        : await this.bus.request<ClickTracked>(EventsSubject.trackClick, hit);
    if (!isWebUrl(url)) throw ServiceError.notFound('Link not found.');
    await reply.code(302).headers({ location: url, 'cache-control': 'no-store' }).send();
  }

  @Get('u/:token')
  @ApiOperation({ summary: 'Unsubscribe page: asks for confirmation, changes nothing' })
  @ApiRawAnswer(200, 'The unsubscribe page', ['text/html'])
  @ApiErrors(TRACKING_ERRORS)
  async unsubscribePage(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const page = await this.bus.request<UnsubscribePage>(
      EventsSubject.unsubscribePage,
      this.hit(TrackingKind.unsubscribe, token, request),
    );
    await reply.code(200).headers(PAGE_HEADERS).send(unsubscribePage(page));
  }

  @Post('u/:token')
  @RouteConfig(FORM_BODY_ROUTE)
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({
    required: false,
    description: 'RFC 8058 one-click: exactly List-Unsubscribe=One-Click; anything else is the page form',
    schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } },
    examples: { oneClick: { value: { 'List-Unsubscribe': 'One-Click' } } },
  })
  @ApiOperation({
    summary: 'Unsubscribe: RFC 8058 one-click (body List-Unsubscribe=One-Click) or the page form',
  })
  @ApiRawAnswer(200, 'Unsubscribed: the page, or plain text for a one-click POST', [
    'text/html',
    'text/plain',
  ])
  @ApiErrors(TRACKING_ERRORS)
  // A form that is no UTF-8, declares another charset, or is over 64 KiB.
  @ApiErrors({ 422: [ErrorCode.validationError] })
  async unsubscribe(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const oneClick = isOneClickPost(request);
    const unsubscribed = await this.bus.request<Unsubscribed>(EventsSubject.unsubscribe, {
      ...this.hit(TrackingKind.unsubscribe, token, request),
      one_click: oneClick,
    } satisfies UnsubscribeRequest);
    if (oneClick) {
      await reply
        .code(200)
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .send('Unsubscribed.\n');
      return;
    }
    await reply.code(200).headers(PAGE_HEADERS).send(unsubscribedPage(unsubscribed));
  }

  private hit(kind: TrackingKind, token: string, request: FastifyRequest): TrackingHit {
    this.tokens.assertSigned(kind, token);
    return {
      token,
      user_agent: headerText(request.headers['user-agent']),
      ip_address: request.ip,
      request_id: String(request.id),
    };
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

// Node reads a header's bytes as Latin-1: a value sent in UTF-8, as mail clients and browsers send a
// User-Agent, is decoded as UTF-8; bytes that are no UTF-8 stay as read.
function headerText(value: string | undefined): string | undefined {
  if (value === undefined || !/[\u0080-\u00ff]/.test(value)) return value;
  try {
    return UTF8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return value;
  }
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

// A form (RFC 8058) of exactly the one field it names; anything else posted here is the page's confirmation
// form.
function isOneClickPost(request: FastifyRequest): boolean {
  const body = request.body;
  if (!FORM_TYPES.test(request.headers['content-type'] ?? '')) return false;
  if (typeof body !== 'object' || body === null) return false;
  const fields = Object.entries(body);
  return fields.length === 1 && fields[0][0] === ONE_CLICK_FIELD && fields[0][1] === ONE_CLICK_VALUE;
}

// The target comes from a verified token; checked again so that no answer can make this an open redirect
// to another scheme.
function isWebUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
