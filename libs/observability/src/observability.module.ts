import { BeforeApplicationShutdown, Global, Injectable, Module } from '@nestjs/common';
import { Readiness } from './readiness';

// On SIGTERM every app reports not-ready first, so that load balancers stop sending work while it drains.
@Injectable()
class ReadinessOnShutdown implements BeforeApplicationShutdown {
  constructor(private readonly readiness: Readiness) {}

  beforeApplicationShutdown(): void {
    this.readiness.markShuttingDown();
  }
}

@Global()
@Module({ providers: [Readiness, ReadinessOnShutdown], exports: [Readiness] })
export class ObservabilityModule {}
