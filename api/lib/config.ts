/**
 * Configuration from environment variables, parsed and checked once at boot. A bad value stops the
 * start with a message that names the variable, so a typo never turns into a confusing failure later.
 */
import { PRICE_PROVIDER_IDS, type PriceProviderId } from '@shared/reading/price-providers';
import { envReader, type Env, type EnvReader } from './env-reader';

export interface Config {
  port: number;
  host: string;
  /** Origin for share links, embed code and e-mails; null means "take it from the request". */
  publicOrigin: string | null;
  /** Cookies carry `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** postgres:// URL; null means the embedded PGlite database in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Set by the operator; null means a code is generated at first start and only its hash is kept. */
  adminAccessCode: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  openai: {
    apiKey: string | null;
    baseUrl: string | null;
    model: string;
    timeoutMs: number;
    /** The planner answers what it reads surely before the model is asked (AI_PLANNER_FIRST=0: the model alone, for the evaluation). */
    plannerFirst: boolean;
  };
  alphaVantage: { apiKey: string | null; baseUrl: string };
  tiingo: { apiKey: string | null; baseUrl: string };
  /** Stooq's CSV has needed a key since 2026 (tests/upstream-recordings/README.md). */
  stooq: { apiKey: string | null; baseUrl: string };
  /** The order price providers are asked in; only those with a key are (lib/price-providers.ts). */
  priceProviders: PriceProviderId[];
  /** The open-data sources grounded Chat-to-Chart fetches from (docs/api.md, "Chat-to-Chart (AI)"). */
  sources: { worldBank: string; imf: string; sec: string; secTickers: string; secUserAgent: string; owid: string; timeoutMs: number };
  csvMaxBytes: number;
  /** `host:port` entries a CSV address may reach although they are not public (intranets, tests). */
  dataUrlAllowHosts: string[];
  aiGuestLimit: number;
  aiUserDailyLimit: number;
  /** The memory in KiB each Argon2id password hash takes (lib/password-hash.ts). */
  passwordHashMemoryKib: number;
  /** Attempts per 15 minutes at signing in, registering, resending mail and the admin code, per IP and per account. */
  authRateLimit: number;
  /** Calls per minute the personal access tokens of one account may make together. */
  tokenRateLimit: number;
  /** CSV uploads per client address per 10 minutes. */
  uploadRateLimit: number;
  /**
   * Per account: chart writes (saves, edits, appended rows) and bytes sent with them an hour, and
   * the bytes of data its charts may hold in all, so one account cannot fill the disk.
   */
  chartWriteLimits: { writesPerHour: number; bytesPerHour: number; storedBytes: number };
  /** Per user: comments and replies a minute, likes and unlikes a minute, reports an hour. */
  socialRateLimits: { comments: number; likes: number; reports: number };
  /**
   * How many reverse proxies of the operator's stand in front of the server: 0 reads a reader's
   * address from the connection, N from `X-Forwarded-For` (see lib/client-address.ts).
   */
  trustProxy: number;
  /** How often each instance looks for live charts that are due a refresh. */
  refreshCheckMs: number;
  /** Whether each instance probes the outside services nothing has called for a day (lib/upstream-probe.ts). */
  sourceProbe: 'daily' | 'off';
  /** Shifts the server's clock, so tests can reach expiry dates; 0 in production. */
  clockOffsetMs: number;
  /** Lets tests ask the server to finish its background work now (api/main.ts); never in production. */
  testHooks: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;

/** Reads every variable, collecting all problems before failing so one start shows them all. */
export function parseConfig(env: Env): Config {
  const reader = envReader(env);
  const { read, integer, url, signedInteger, problems } = reader;
  const web = ['http:', 'https:'];
  // Read in the order of the problems a start lists.
  const port = integer('PORT', 3000, 0, 65535);
  const publicOrigin = publicOriginOf(reader);
  const databaseUrl = url('DATABASE_URL', null, ['postgres:', 'postgresql:']);
  const adminAccessCode = adminAccessCodeOf(reader);
  const smtpUrl = url('SMTP_URL', null, ['smtp:', 'smtps:']);
  const mailFrom = mailFromOf(reader);

  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    publicOrigin,
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    databaseUrl,
    dataDir: read('DATA_DIR') ?? './.data',
    adminAccessCode,
    smtpUrl,
    mailFrom,
    openai: {
      apiKey: read('OPENAI_API_KEY'),
      baseUrl: url('OPENAI_BASE_URL', null, web),
      model: read('OPENAI_MODEL') ?? 'gpt-4o-mini',
      timeoutMs: integer('OPENAI_TIMEOUT_MS', 60_000, 100, 600_000),
      plannerFirst: integer('AI_PLANNER_FIRST', 1, 0, 1) === 1,
    },
    alphaVantage: {
      apiKey: read('ALPHAVANTAGE_API_KEY'),
      baseUrl: url('ALPHAVANTAGE_BASE_URL', 'https://www.alphavantage.co', web)!,
    },
    tiingo: {
      apiKey: read('TIINGO_API_KEY'),
      baseUrl: url('TIINGO_BASE_URL', 'https://api.tiingo.com', web)!,
    },
    stooq: {
      apiKey: read('STOOQ_API_KEY'),
      baseUrl: url('STOOQ_BASE_URL', 'https://stooq.com', web)!,
    },
    priceProviders: priceProvidersOf(reader),
    sources: {
      worldBank: url('WORLDBANK_BASE_URL', 'https://api.worldbank.org/v2', web)!,
      imf: url('IMF_BASE_URL', 'https://www.imf.org/external/datamapper/api/v1', web)!,
      sec: url('SEC_BASE_URL', 'https://data.sec.gov', web)!,
      secTickers: url('SEC_TICKERS_URL', 'https://www.sec.gov/files/company_tickers.json', web)!,
      secUserAgent: secUserAgentOf(reader, mailFrom),
      owid: url('OWID_BASE_URL', 'https://ourworldindata.org/grapher', web)!,
      timeoutMs: integer('SOURCE_TIMEOUT_MS', 10_000, 100, 600_000),
    },
    csvMaxBytes: parseByteSize(read('CSV_MAX_BYTES'), 20 * MB, (why) => reader.fail('CSV_MAX_BYTES', why)),
    dataUrlAllowHosts: allowedHostsOf(reader),
    aiGuestLimit: integer('AI_GUEST_LIMIT', 5, 0, 1_000_000),
    aiUserDailyLimit: integer('AI_USER_DAILY_LIMIT', 50, 0, 1_000_000),
    passwordHashMemoryKib: passwordHashMemoryOf(reader),
    authRateLimit: integer('AUTH_RATE_LIMIT', 10, 1, 1_000_000),
    tokenRateLimit: integer('TOKEN_RATE_LIMIT', 120, 1, 1_000_000),
    uploadRateLimit: integer('UPLOAD_RATE_LIMIT', 30, 1, 1_000_000),
    chartWriteLimits: {
      writesPerHour: integer('CHART_WRITE_LIMIT', 1000, 1, 1_000_000),
      bytesPerHour: parseByteSize(read('CHART_WRITE_BYTES'), 100 * MB, (why) => reader.fail('CHART_WRITE_BYTES', why)),
      storedBytes: parseByteSize(read('CHART_STORAGE_LIMIT'), 250 * MB, (why) => reader.fail('CHART_STORAGE_LIMIT', why)),
    },
    socialRateLimits: {
      comments: integer('COMMENT_RATE_LIMIT', 10, 1, 1_000_000),
      likes: integer('LIKE_RATE_LIMIT', 60, 1, 1_000_000),
      reports: integer('REPORT_RATE_LIMIT', 20, 1, 1_000_000),
    },
    trustProxy: integer('TRUST_PROXY', 0, 0, 10),
    refreshCheckMs: integer('REFRESH_CHECK_MS', 60_000, 100, 86_400_000),
    sourceProbe: sourceProbeOf(reader),
    clockOffsetMs: signedInteger('TEST_CLOCK_OFFSET_MS'),
    testHooks: testHooksOf(reader),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** `PUBLIC_ORIGIN`: an origin without a path, required in production. */
function publicOriginOf({ url, read, fail }: EnvReader): string | null {
  const origin = url('PUBLIC_ORIGIN', null, ['http:', 'https:']);
  if (origin === null) {
    // Share links, embed code and e-mails would otherwise be built from whatever Host a request names.
    if (read('NODE_ENV') === 'production')
      fail('PUBLIC_ORIGIN', 'is required in production: the address readers reach this server at, such as https://charts.example.com');
    return null;
  }
  const parsed = new URL(origin);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    fail('PUBLIC_ORIGIN', `must be an origin such as https://charts.example.com, without a path, got "${origin}"`);
  }
  return parsed.origin;
}

function sourceProbeOf({ read, fail }: EnvReader): 'daily' | 'off' {
  const raw = read('SOURCE_PROBE')?.toLowerCase() ?? 'daily';
  if (raw === 'daily' || raw === 'off') return raw;
  fail('SOURCE_PROBE', `must be daily or off, got "${raw}"`);
  return 'daily';
}

/** `PASSWORD_HASH_MEMORY_KIB`: under OWASP's least for Argon2id (19 MiB) only outside production, as tests use it. */
function passwordHashMemoryOf({ integer, read, fail }: EnvReader): number {
  const kib = integer('PASSWORD_HASH_MEMORY_KIB', 65_536, 1024, 4_194_304);
  if (kib < 19_456 && read('NODE_ENV') === 'production') fail('PASSWORD_HASH_MEMORY_KIB', `must be at least 19456 (19 MiB) in production, got ${kib}`);
  return kib;
}

/**
 * `TEST_HOOKS=1`: a way for tests to reach into the server that nobody needs in production, so it
 * is refused there rather than trusted to be unset.
 */
function testHooksOf({ read, fail }: EnvReader): boolean {
  const raw = read('TEST_HOOKS');
  if (raw === null || raw === '0') return false;
  if (raw !== '1') {
    fail('TEST_HOOKS', `must be 1 or 0, got "${raw}"`);
    return false;
  }
  if (read('NODE_ENV') === 'production') {
    fail('TEST_HOOKS', 'is for tests only and refused when NODE_ENV=production');
    return false;
  }
  return true;
}

/** `PRICE_PROVIDERS`: provider names, comma-separated, each once; the first is asked first. */
function priceProvidersOf({ read, fail }: EnvReader): PriceProviderId[] {
  const raw = read('PRICE_PROVIDERS');
  if (raw === null) return [...PRICE_PROVIDER_IDS];
  const names = raw
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const known = (name: string): name is PriceProviderId => (PRICE_PROVIDER_IDS as readonly string[]).includes(name);
  const unknown = names.filter((name) => !known(name));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (names.length === 0 || unknown.length > 0 || twice.length > 0) {
    fail('PRICE_PROVIDERS', `must name each of ${PRICE_PROVIDER_IDS.join(', ')} at most once, comma-separated, in the order to ask them, got "${raw}"`);
    return [...PRICE_PROVIDER_IDS];
  }
  return names.filter(known);
}

function adminAccessCodeOf({ read, fail }: EnvReader): string | null {
  const code = read('ADMIN_ACCESS_CODE');
  if (code !== null && code.length < 12) fail('ADMIN_ACCESS_CODE', 'must be at least 12 characters long');
  return code;
}

function mailFromOf({ read, fail }: EnvReader): string {
  const mailFrom = read('MAIL_FROM') ?? 'Chart Embed <no-reply@localhost>';
  if (!/^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom)) {
    fail('MAIL_FROM', `must be an address such as charts@example.com or "Charts <charts@example.com>", got "${mailFrom}"`);
  }
  return mailFrom;
}

/** EDGAR refuses requests whose User-Agent declares no contact address; the mail sender is one. */
function secUserAgentOf({ read, fail }: EnvReader, mailFrom: string): string {
  const declared = read('SEC_USER_AGENT');
  if (declared !== null && !/\S+@\S+\.\S+/.test(declared))
    fail('SEC_USER_AGENT', `must name a contact e-mail address, as EDGAR asks ("Example Charts charts@example.com"), got "${declared}"`);
  return declared ?? `chart-embed-platform ${/[^<>\s]+@[^<>\s]+/.exec(mailFrom)?.[0] ?? 'no-reply@localhost'}`;
}

function allowedHostsOf({ read, fail }: EnvReader): string[] {
  const hosts: string[] = [];
  for (const entry of (read('DATA_URL_ALLOW_HOSTS') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const hostPort = canonicalHostPort(entry);
    if (hostPort === null)
      fail('DATA_URL_ALLOW_HOSTS', `must be a comma-separated list of host:port such as intranet.example:443 or 127.0.0.1:8080, got "${entry}"`);
    else hosts.push(hostPort);
  }
  return hosts;
}

/**
 * "host:port" as the fetcher compares it: the host the way WHATWG URL writes it (lower case,
 * "127.1" as "127.0.0.1", IPv6 bracketed and shortened), the port as a plain number.
 */
function canonicalHostPort(entry: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+):(\d{1,5})$/i.exec(entry);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 65535) return null;
  try {
    return `${new URL(`http://${match[1]}`).hostname}:${Number(match[2])}`;
  } catch {
    return null;
  }
}

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, k: 1024, mb: MB, m: MB, gb: 1024 * MB, g: 1024 * MB };

/** Accepts plain bytes ("1048576") or a size with a unit ("20MB", "512 KB"). */
export function parseByteSize(raw: string | null, fallback: number, fail: (why: string) => void): number {
  if (raw === null) return fallback;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(raw);
  const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  if (!match || unit === undefined) {
    fail(`must be a size such as 20MB, 512KB or a number of bytes, got "${raw}"`);
    return fallback;
  }
  const bytes = Math.floor(Number(match[1]) * unit);
  if (bytes < 1024 || bytes > 1024 * MB) {
    fail(`must be between 1KB and 1GB, got "${raw}"`);
    return fallback;
  }
  return bytes;
}

/** A human form of a byte count for messages: "20 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${+(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
