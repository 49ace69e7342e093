import Handlebars from 'handlebars';
import { SubstitutionData } from './template-content';

// Counts the characters substituted values put into a part as they are output, so that a render that would
// output (or escape) more than the part may hold stops at once: a 100 KB value named by 2,000 tags would
// otherwise be escaped 2,000 times before the output could be measured.
export class OutputMeter {
  private used = 0;
  private limit = Infinity;
  private onExceeded: () => Error = () => new RangeError('Output limit exceeded');

  start(limit: number, onExceeded: () => Error): void {
    this.used = 0;
    this.limit = limit;
    this.onExceeded = onExceeded;
  }

  take(length: number): void {
    this.used += length;
    if (this.used > this.limit) throw this.onExceeded();
  }
}

const TEXT = Symbol('text');
const METER = Symbol('meter');

// A non-empty string value as Handlebars sees it: truthy like the string, its length readable as
// `{{value.length}}`, no enumerable keys (so #each over it outputs nothing, as over a string), and
// metered whenever it is output: escaped through toHTML in html, turned into a string in text.
const METERED_TEXT = Object.create(Object.prototype, {
  toHTML: {
    value(this: { [TEXT]: string; [METER]: OutputMeter }): string {
      // Escaping costs in proportion to what it outputs (a `<` becomes four characters): metered before and
      // after, so no more than one value is ever escaped beyond the bound.
      this[METER].take(this[TEXT].length);
      const escaped = Handlebars.Utils.escapeExpression(this[TEXT]);
      this[METER].take(escaped.length - this[TEXT].length);
      return escaped;
    },
  },
  [Symbol.toPrimitive]: {
    value(this: { [TEXT]: string; [METER]: OutputMeter }): string {
      this[METER].take(this[TEXT].length);
      return this[TEXT];
    },
  },
}) as object;

function meteredText(text: string, meter: OutputMeter): object {
  return Object.create(METERED_TEXT, {
    [TEXT]: { value: text },
    [METER]: { value: meter },
    length: { value: text.length },
  }) as object;
}

// Substitution data is copied before it is rendered, so that no value in it can make a render throw or run
// code: a JSON object may carry its own "toString" (then `'' + value` throws), an object without a prototype
// cannot become a string at all, a symbol throws, and a function would be called by Handlebars.
// Plain objects get a prototype whose only addition is how they become a string, which is what Handlebars
// prints for any object; their own keys, "__proto__" included, stay ordinary own data.
const RENDERABLE_OBJECT = Object.create(Object.prototype, {
  [Symbol.toPrimitive]: { value: () => '[object Object]' },
}) as object;

// Deeper data is left out rather than copied by recursion that a deeply nested JSON body could overflow;
// no template path goes that deep.
const MAX_DEPTH = 100;

export function toRenderData(data: SubstitutionData, meter: OutputMeter): SubstitutionData {
  return copy(data, 0, new WeakMap(), meter) as SubstitutionData;
}

function copy(value: unknown, depth: number, copies: WeakMap<object, unknown>, meter: OutputMeter): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value === 'string') return value === '' ? value : meteredText(value, meter);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return undefined;
  // Dates and other class instances render through their own toString, as Handlebars would.
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;

  if (Array.isArray(value)) {
    const array: unknown[] = [];
    copies.set(value, array);
    for (const item of value as unknown[]) array.push(copy(item, depth + 1, copies, meter));
    return array;
  }
  const object = Object.create(RENDERABLE_OBJECT) as Record<string, unknown>;
  copies.set(value, object);
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(object, key, {
      value: copy(item, depth + 1, copies, meter),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
