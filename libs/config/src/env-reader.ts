export class ConfigError extends Error {}

interface Options<T> {
  default?: T;
}

// Reads and validates environment variables, collecting every problem so that a bad start names them all.
export class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  string(name: string, options: Options<string> = {}): string {
    const raw = this.raw(name);
    if (raw !== undefined) return raw;
    if (options.default !== undefined) return options.default;
    this.problems.push(`${name} is required`);
    return '';
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  int(name: string, options: Options<number> & { min?: number; max?: number } = {}): number {
    const raw = this.raw(name);
    if (raw === undefined) {
      if (options.default !== undefined) return options.default;
      this.problems.push(`${name} is required`);
      return 0;
    }
    const value = Number(raw);
    if (!Number.isInteger(value)) {
      this.problems.push(`${name} must be an integer, got "${raw}"`);
      return 0;
    }
    if (options.min !== undefined && value < options.min)
      this.problems.push(`${name} must be >= ${options.min}`);
    if (options.max !== undefined && value > options.max)
      this.problems.push(`${name} must be <= ${options.max}`);
    return value;
  }

  bool(name: string, options: Options<boolean> = {}): boolean {
    const raw = this.raw(name);
    if (raw === undefined) return options.default ?? false;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${name} must be true or false, got "${raw}"`);
    return false;
  }

  url(name: string, protocols: string[], options: Options<string> = {}): string {
    const value = this.string(name, options);
    if (!value) return value;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol.replace(/:$/, ''))) {
        this.problems.push(`${name} must be a ${protocols.join(' or ')} URL`);
      }
    } catch {
      this.problems.push(`${name} must be a URL, got "${value}"`);
    }
    return value;
  }

  oneOf<T extends string>(name: string, values: readonly T[], options: Options<T> = {}): T {
    const value = this.string(name, options);
    if (value && !values.includes(value as T)) {
      this.problems.push(`${name} must be one of ${values.join(', ')}, got "${value}"`);
    }
    return value as T;
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
    this.problems.push(message);
  }

  // Throws one ConfigError naming every problem found so far.
  done(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems.join('; '));
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
