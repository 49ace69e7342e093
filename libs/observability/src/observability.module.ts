import { Global, Module } from '@nestjs/common';
import { Readiness } from './readiness';

@Global()
@Module({ providers: [Readiness], exports: [Readiness] })
export class ObservabilityModule {}
