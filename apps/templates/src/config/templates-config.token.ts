import { Inject } from '@nestjs/common';

export const TEMPLATES_CONFIG = Symbol('TEMPLATES_CONFIG');

export const InjectTemplatesConfig = (): ParameterDecorator => Inject(TEMPLATES_CONFIG);
