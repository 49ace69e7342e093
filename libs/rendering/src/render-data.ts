import { SubstitutionData } from './template-content';

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

export function toRenderData(data: SubstitutionData): SubstitutionData {
  return copy(data, 0, new WeakMap()) as SubstitutionData;
}

function copy(value: unknown, depth: number, copies: WeakMap<object, unknown>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return undefined;
  // Dates and other class instances render through their own toString, as Handlebars would.
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  const known = copies.get(value);
  if (known !== undefined) return known;

  if (Array.isArray(value)) {
    const array: unknown[] = [];
    copies.set(value, array);
    for (const item of value as unknown[]) array.push(copy(item, depth + 1, copies));
    return array;
  }
  const object = Object.create(RENDERABLE_OBJECT) as Record<string, unknown>;
  copies.set(value, object);
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(object, key, {
      value: copy(item, depth + 1, copies),
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
