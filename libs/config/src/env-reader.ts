export class ConfigError extends Error {}

interface Options<T> {
  default?: T;
}

// Every number has both bounds: an unbounded one could overflow a Node timer (2^31-1 ms), a PostgreSQL
// integer or interval, and fail long after the start instead of at it.
export interface IntOptions {
  default?: number;
  min: number;
  max: number;
}

// Decimal digits only: Number() would also read `0x1F35`, `1e3`, `0b1` and ` 12 `.
// A minus sign only before a number that is not zero: `-0` would be read as JavaScript's negative zero.
const DECIMAL_INTEGER = /^(?:-(?=0*[1-9]))?[0-9]+$/;

// An integer written in decimal digits, inside [min, max]; undefined for anything else.
export function parseDecimalInteger(raw: string, min: number, max: number): number | undefined {
  if (!DECIMAL_INTEGER.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

// A value as a message quotes it: on one line (control characters escaped) and not too long to read.
export function quoteValue(value: string): string {
  const shown = value.length > 80 ? `${value.slice(0, 80)}...` : value;
  // JSON escapes control characters but not the Unicode line and paragraph separators.
  return JSON.stringify(shown)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Reads and validates environment variables, collecting every problem so that a bad start names them all.
// A default is the code's own value and is not checked; only what the environment gives is.
export class EnvReader {
  // Several contexts read the same variable (standalone reads them all): a problem is named once.
  private readonly problems = new Set<string>();

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  string(name: string, options: Options<string> = {}): string {
    const raw = this.raw(name);
    if (raw !== undefined) return raw;
    if (options.default !== undefined) return options.default;
    this.problem(`${name} is required`);
    return '';
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  // Whether the environment gives the variable a (non-blank) value.
  isSet(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  int(name: string, options: IntOptions): number {
    const raw = this.raw(name);
    const range = `from ${options.min} to ${options.max}`;
    if (raw === undefined) {
      if (options.default !== undefined) return options.default;
      this.problem(`${name} is required (an integer ${range})`);
      return options.min;
    }
    const value = parseDecimalInteger(raw, options.min, options.max);
    if (value === undefined) {
      this.problem(`${name} must be an integer ${range}, got ${quoteValue(raw)}`);
      // The process will not start; a usable number keeps values derived from it from reporting more.
      return options.default ?? options.min;
    }
    return value;
  }

  bool(name: string, options: Options<boolean> = {}): boolean {
    const raw = this.raw(name);
    if (raw === undefined) return options.default ?? false;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    this.problem(`${name} must be true or false, got ${quoteValue(raw)}`);
    return options.default ?? false;
  }

  url(name: string, protocols: string[], options: Options<string> = {}): string {
    const raw = this.raw(name);
    if (raw === undefined) return this.string(name, options);
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
        this.problem(`${name} must be a ${protocols.join(' or ')} URL`);
      }
    } catch {
      this.problem(`${name} must be a URL, got ${quoteValue(raw)}`);
    }
    return raw;
  }

  oneOf<T extends string>(name: string, values: readonly T[], options: Options<T> = {}): T {
    const raw = this.raw(name);
    if (raw === undefined) return this.string(name, options) as T;
    if (!values.includes(raw as T)) {
      this.problem(`${name} must be one of ${values.join(', ')}, got ${quoteValue(raw)}`);
      return options.default ?? (raw as T);
    }
    return raw as T;
  }

  list(name: string, options: Options<string[]> = {}): string[] {
    const raw = this.raw(name);
    if (raw === undefined) return options.default ?? [];
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  problem(message: string): void {
    this.problems.add(message);
  }

  // Throws one ConfigError naming every problem found so far.
  done(): void {
    if (this.problems.size > 0) throw new ConfigError([...this.problems].join('; '));
  }

  private raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }
}

// A missing or malformed value stops the process with one clear line.
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`mailroom: invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
