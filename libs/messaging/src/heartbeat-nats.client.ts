import { ClientNats, NatsOptions, ReadPacket, WritePacket } from '@nestjs/microservices';
import { Msg } from '@nats-io/transport-node';
import { BusSilenceError } from './bus-client';
import { PROGRESS_HEADER } from './request-heartbeat';

// Handed to a request's callback in place of an answer: the serving process is alive.
const PROGRESS: WritePacket = Object.freeze({});

type SubscriptionHandler = (error: Error | null, natsMsg: Pick<Msg, 'headers'>) => Promise<unknown>;

// Nest's NATS client, with a second clock per request: once the serving process has acknowledged the request,
// it must answer or send progress (request-heartbeat.ts) within every `silenceMs`, or the request fails with
// BusSilenceError. A request never acknowledged (a server of an earlier version, during a rolling upgrade)
// has only its timeout. Nobody listening on the subject fails at once, as in Nest's client (NATS answers
// "no responders").
export class HeartbeatNatsClient extends ClientNats {
  constructor(
    options: Required<NatsOptions>['options'],
    private readonly silenceMs: number,
  ) {
    super(options);
  }

  override createSubscriptionHandler(
    packet: ReadPacket & { id: string },
    callback: (packet: WritePacket) => unknown,
  ): SubscriptionHandler {
    const handle = super.createSubscriptionHandler(packet, callback) as SubscriptionHandler;
    return async (error, natsMsg) => {
      if (!error && natsMsg.headers?.get(PROGRESS_HEADER)) return callback(PROGRESS);
      return handle(error, natsMsg);
    };
  }

  protected override publish(packet: ReadPacket, callback: (packet: WritePacket) => unknown): () => void {
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const silent = (): void => {
      teardown();
      callback({ err: new BusSilenceError(String(packet.pattern)), isDisposed: true });
    };
    const listen = (): void => {
      clearTimeout(timer);
      timer = setTimeout(silent, this.silenceMs);
    };
    const unsubscribe = super.publish(packet, (answer) => {
      if (answer === PROGRESS) return listen();
      clearTimeout(timer);
      if (!answer.isDisposed && !answer.err && timer) listen();
      return callback(answer);
    });
    const teardown = (): void => {
      clearTimeout(timer);
      if (done) return;
      done = true;
      unsubscribe();
    };
    return teardown;
  }
}
