import { Inject } from '@nestjs/common';

export const DOMAINS_CONFIG = Symbol('DOMAINS_CONFIG');

export const InjectDomainsConfig = (): ParameterDecorator => Inject(DOMAINS_CONFIG);
