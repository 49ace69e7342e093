import { Transform } from 'class-transformer';

const DECIMAL_INTEGER = /^-?\d{1,16}$/;

// A query parameter that holds an integer: written in decimal digits and nothing else. Anything else (`0x10`,
// `1e2`, ` 2`, `1.0`) is passed on as written, for the integer rule to refuse, where a conversion by Number()
// would have read it as some other integer.
export const QueryInteger = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value,
  );
