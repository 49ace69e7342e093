import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ClickTracked,
  EventsSubject,
  OpenTracked,
  TrackingHit,
  Unsubscribed,
  UnsubscribePage,
  UnsubscribeRequest,
} from '@mailroom/contracts';
import { BusHandler } from '@mailroom/messaging';
import { ShowUnsubscribePageUseCase } from './use-cases/show-unsubscribe-page/show-unsubscribe-page.use-case';
import { TrackClickUseCase } from './use-cases/track-click/track-click.use-case';
import { TrackOpenUseCase } from './use-cases/track-open/track-open.use-case';
import { UnsubscribeUseCase } from './use-cases/unsubscribe/unsubscribe.use-case';

// The public tracking links, as the gateway passes them on. No RequestContext: the signed token says whose
// mail it is.
@BusHandler()
export class TrackingHandler {
  constructor(
    private readonly trackOpen: TrackOpenUseCase,
    private readonly trackClick: TrackClickUseCase,
    private readonly showUnsubscribePage: ShowUnsubscribePageUseCase,
    private readonly unsubscribeUseCase: UnsubscribeUseCase,
  ) {}

  @MessagePattern(EventsSubject.trackOpen)
  open(@Payload() hit: TrackingHit): Promise<OpenTracked> {
    return this.trackOpen.execute(hit);
  }

  @MessagePattern(EventsSubject.trackClick)
  click(@Payload() hit: TrackingHit): Promise<ClickTracked> {
    return this.trackClick.execute(hit);
  }

  @MessagePattern(EventsSubject.unsubscribePage)
  unsubscribePage(@Payload() hit: TrackingHit): Promise<UnsubscribePage> {
    return this.showUnsubscribePage.execute(hit);
  }

  @MessagePattern(EventsSubject.unsubscribe)
  unsubscribe(@Payload() request: UnsubscribeRequest): Promise<Unsubscribed> {
    return this.unsubscribeUseCase.execute(request);
  }
}
