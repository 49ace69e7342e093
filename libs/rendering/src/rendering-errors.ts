import { TemplatePart } from './template-content';

export class TemplateSyntaxError extends Error {
  override readonly name = 'TemplateSyntaxError';

  constructor(
    readonly part: TemplatePart,
    message: string,
  ) {
    super(message);
  }
}

export class RenderLimitError extends Error {
  override readonly name = 'RenderLimitError';

  constructor(
    readonly part: TemplatePart,
    message: string,
  ) {
    super(message);
  }
}
