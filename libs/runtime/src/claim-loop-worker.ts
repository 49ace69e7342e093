import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { ClaimLoop } from './claim-loop';

// A provider that runs a claim loop for the life of the app: started once every module has booted, stopped
// before the bus and the database close, so that the work in flight finishes and is recorded.
export abstract class ClaimLoopWorker<T> implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly loop: ClaimLoop<T>;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  // New work is waiting: claim now rather than after the idle sleep.
  kick(): void {
    this.loop.kick();
  }
}
