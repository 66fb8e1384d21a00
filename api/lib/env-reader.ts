/**
 * Reading environment variables for lib/config.ts: each reader returns a usable value, and a bad
 * one is noted as a problem naming the variable (and read as its default), so one start lists
 * every problem at once.
 */
/** The environment as the process hands it over; config.ts takes one and tests pass their own. */
export type Env = Record<string, string | undefined>;

export function envReader(env: Env) {
  const problems: string[] = [];
  const read = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const fail = (name: string, why: string) => problems.push(`${name}: ${why}`);

  return {
    problems,
    read,
    fail,
    /** A whole number from `min` to `max`. */
    integer(name: string, fallback: number, min: number, max: number): number {
      const raw = read(name);
      if (raw === null) return fallback;
      if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
        fail(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
        return fallback;
      }
      return Number(raw);
    },
    /** A whole number of milliseconds, negative allowed; 0 when unset. */
    signedInteger(name: string): number {
      const raw = read(name);
      if (raw === null) return 0;
      if (!/^-?\d+$/.test(raw)) {
        fail(name, `must be a whole number of milliseconds, got "${raw}"`);
        return 0;
      }
      return Number(raw);
    },
    /** A URL with one of `protocols`, without its trailing slashes. */
    url<T extends string | null>(name: string, fallback: T, protocols: string[]): string | T {
      const raw = read(name);
      if (raw === null) return fallback;
      let parsed: URL;
      try {
        parsed = new URL(raw);
      } catch {
        fail(name, `must be a URL, got "${raw}"`);
        return fallback;
      }
      if (!protocols.includes(parsed.protocol)) {
        fail(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${parsed.protocol}//"`);
        return fallback;
      }
      return raw.replace(/\/+$/, '');
    },
  };
}

export type EnvReader = ReturnType<typeof envReader>;
