import { describe, expect, it } from 'vitest';
import { ConfigError, formatBytes, parseConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig reads values', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicOrigin).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe('./.data');
    expect(config.smtpUrl).toBeNull();
    expect(config.csvMaxBytes).toBe(20 * 1024 * 1024);
    expect(config.aiGuestLimit).toBe(5);
    expect(config.aiUserDailyLimit).toBe(50);
    expect(config.authRateLimit).toBe(10);
    expect(config.clockOffsetMs).toBe(0);
    expect(config.alphaVantage.baseUrl).toBe('https://www.alphavantage.co');
    expect(config.stooq).toEqual({ apiKey: null, baseUrl: 'https://stooq.com' });
    expect(config.tiingo).toEqual({ apiKey: null, baseUrl: 'https://api.tiingo.com' });
    expect(config.priceProviders).toEqual(['alphavantage', 'tiingo', 'stooq']);
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://charts.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/charts',
      DATA_DIR: '/var/lib/charts',
      ADMIN_ACCESS_CODE: 'a-long-enough-code',
      SMTP_URL: 'smtp://user:pass@mail:587',
      MAIL_FROM: 'Charts <charts@example.com>',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_MODEL: 'llama3',
      ALPHAVANTAGE_API_KEY: 'demo',
      ALPHAVANTAGE_BASE_URL: 'http://127.0.0.1:9000',
      STOOQ_BASE_URL: 'http://127.0.0.1:9001',
      STOOQ_API_KEY: 'stooq-key',
      TIINGO_API_KEY: 'tiingo-key',
      TIINGO_BASE_URL: 'http://127.0.0.1:9002/',
      PRICE_PROVIDERS: ' Stooq, tiingo ',
      CSV_MAX_BYTES: '5MB',
      AI_GUEST_LIMIT: '0',
      AI_USER_DAILY_LIMIT: '10',
      AI_PLANNER_FIRST: '0',
      AUTH_RATE_LIMIT: '100',
      TEST_CLOCK_OFFSET_MS: '-86400000',
    });
    expect(config.authRateLimit).toBe(100);
    expect(config.clockOffsetMs).toBe(-86_400_000);
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('https://charts.example.com');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/charts');
    expect(config.openai).toEqual({ apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', timeoutMs: 60_000, plannerFirst: false });
    expect(parseConfig({}).openai.plannerFirst).toBe(true);
    expect(config.csvMaxBytes).toBe(5 * 1024 * 1024);
    expect(config.aiGuestLimit).toBe(0);
    expect(config.stooq).toEqual({ apiKey: 'stooq-key', baseUrl: 'http://127.0.0.1:9001' });
    expect(config.tiingo).toEqual({ apiKey: 'tiingo-key', baseUrl: 'http://127.0.0.1:9002' });
    expect(config.priceProviders).toEqual(['stooq', 'tiingo']);
  });

  it('turns the test hooks on with TEST_HOOKS=1, and refuses them in production', () => {
    expect(parseConfig({}).testHooks).toBe(false);
    expect(parseConfig({ TEST_HOOKS: '0' }).testHooks).toBe(false);
    expect(parseConfig({ TEST_HOOKS: '1' }).testHooks).toBe(true);
    expect(problemsOf({ TEST_HOOKS: 'yes' })).toEqual(['TEST_HOOKS: must be 1 or 0, got "yes"']);
    expect(problemsOf({ TEST_HOOKS: '1', NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://charts.example.com' })).toEqual([
      'TEST_HOOKS: is for tests only and refused when NODE_ENV=production',
    ]);
  });

  it('takes a password hash memory from 1 MiB, and from OWASP’s 19 MiB in production', () => {
    expect(parseConfig({}).passwordHashMemoryKib).toBe(65_536);
    expect(parseConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib).toBe(1024);
    expect(problemsOf({ PASSWORD_HASH_MEMORY_KIB: '512' })).toEqual(['PASSWORD_HASH_MEMORY_KIB: must be a whole number from 1024 to 4194304, got "512"']);
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://charts.example.com' };
    expect(problemsOf({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB: must be at least 19456 (19 MiB) in production, got 1024',
    ]);
    expect(parseConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456' }).passwordHashMemoryKib).toBe(19_456);
  });

  it('treats blank values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '  ', PORT: '' }).databaseUrl).toBeNull();
  });

  it('reads the hosts a CSV address may reach although not public, written the way URLs write them', () => {
    expect(parseConfig({}).dataUrlAllowHosts).toEqual([]);
    const config = parseConfig({ DATA_URL_ALLOW_HOSTS: ' 127.0.0.1:8080, LocalHost:3000,intranet.example:443 ,[0:0::1]:80,127.1:9000' });
    expect(config.dataUrlAllowHosts).toEqual(['127.0.0.1:8080', 'localhost:3000', 'intranet.example:443', '[::1]:80', '127.0.0.1:9000']);
  });
});

describe('parseConfig refuses bad values', () => {
  it('refuses a PRICE_PROVIDERS that names an unknown provider, or one twice', () => {
    const why = (raw: string) =>
      `PRICE_PROVIDERS: must name each of alphavantage, tiingo, stooq at most once, comma-separated, in the order to ask them, got "${raw}"`;
    expect(problemsOf({ PRICE_PROVIDERS: 'stooq,yahoo' })).toEqual([why('stooq,yahoo')]);
    expect(problemsOf({ PRICE_PROVIDERS: 'stooq,STOOQ' })).toEqual([why('stooq,STOOQ')]);
    expect(problemsOf({ PRICE_PROVIDERS: ',' })).toEqual([why(',')]);
  });

  it('requires PUBLIC_ORIGIN in production, where links must not come from the Host header', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_ORIGIN: is required in production: the address readers reach this server at, such as https://charts.example.com',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://charts.example.com' })).toEqual([]);
  });

  it('names the variable of every bad value, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/x',
      PUBLIC_ORIGIN: 'https://example.com/charts',
      SMTP_URL: 'not a url',
      CSV_MAX_BYTES: 'lots',
      AI_GUEST_LIMIT: '-1',
      ADMIN_ACCESS_CODE: 'short',
      MAIL_FROM: 'nobody',
    });
    const names = problems.map((p) => p.split(':')[0]);
    expect(names).toEqual(['PORT', 'PUBLIC_ORIGIN', 'DATABASE_URL', 'ADMIN_ACCESS_CODE', 'SMTP_URL', 'MAIL_FROM', 'CSV_MAX_BYTES', 'AI_GUEST_LIMIT']);
    expect(problems[0]).toContain('"eighty"');
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: must be a whole number from 0 to 65535/);
  });

  it('refuses an allowed host without a port, or with a scheme or path, naming the variable', () => {
    for (const entry of ['intranet.example', 'http://intranet.example:80', 'intranet.example:80/x', 'host:0', 'host:70000', '::1:80']) {
      expect(problemsOf({ DATA_URL_ALLOW_HOSTS: `ok.example:80,${entry}` })).toEqual([
        `DATA_URL_ALLOW_HOSTS: must be a comma-separated list of host:port such as intranet.example:443 or 127.0.0.1:8080, got "${entry}"`,
      ]);
    }
  });
});

describe('formatBytes', () => {
  it('reads like a person would write it', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
