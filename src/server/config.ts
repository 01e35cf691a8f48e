// Configuration, read once at start from the environment and validated. A bad value stops the
// start with a message that names every bad variable (docs/configuration.md).
import path from 'node:path';
import { z } from 'zod';

/** A loopback name or address: `localhost`, 127.0.0.0/8, `::1` (brackets, as URLs write it, allowed). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare)
  );
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

const HOST_MESSAGE = 'must be a host name or an IP address';
/** Where to listen: a host name, an IPv4 or IPv6 address (brackets, as URLs write it, dropped). */
const host = z
  .string()
  .transform((v) => v.replace(/^\[(.*)\]$/, '$1'))
  .pipe(
    z.union([z.hostname({ error: HOST_MESSAGE }), z.ipv6({ error: HOST_MESSAGE })], { error: HOST_MESSAGE }),
  );

const MAIL_FROM_MESSAGE = 'must be an address like "Sprout <hello@example.com>"';
const isEmail = (v: string) => z.email().safeParse(v.trim()).success;
/** A sender as mail headers write it: `hello@example.com` or `Name <hello@example.com>`. */
const mailFrom = z.string().refine((v) => {
  const named = /^[^<>]*<([^<>]+)>$/.exec(v.trim());
  return named?.[1] !== undefined ? isEmail(named[1]) : isEmail(v);
}, MAIL_FROM_MESSAGE);

const TRUST_PROXY_MESSAGE =
  'must be off, a hop count, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)';
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/**
 * Which proxies may tell the client's address (X-Forwarded-For) and the site's host and scheme
 * (X-Forwarded-Host/-Proto): none, the nearest N hops, or the listed addresses. "Trust every
 * hop" is not offered: it would let any client write its own address.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const text = v.trim().toLowerCase();
  if (['0', 'off', 'false', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 32) return hops;
  } else {
    const entries = text.split(',').map((e) => e.trim());
    if (entries.every((e) => proxyAddress.safeParse(e).success)) return entries;
  }
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});
/**
 * "stun:stun.example.org:3478, ...": the lesson room's ICE servers (docs/lesson-room.md); `turn`
 * takes turn: and turns: URLs.
 */
const iceUrls = (scheme: 'stun' | 'turn') =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            scheme === 'stun' ? /^stuns?:[^\s]+$/ : /^turns?:[^\s]+$/,
            `must be ${scheme}: URLs separated by commas (e.g. ${scheme}:${scheme}.example.org:3478)`,
          ),
      ),
    )
    .default([]);

// ---------------------------------------------------------------- contact details
// The contact page's details (docs/rules.md#promises-kept), set by whoever runs Sprout; the defaults are
// the demo's. A separate block: other variables grow above it.

/** "a@x.org, b@x.org": one or more addresses. */
const CONTACT_EMAILS = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.email({ error: 'must be e-mail addresses separated by commas' }))
      .min(1, 'must name at least one address')
      .max(5, 'must name at most 5 addresses'),
  )
  .default(['hello@sprout.local']);

/** The address's lines, separated by "|": "Sprout Learning|120 Maple Street|Springfield". */
const CONTACT_ADDRESS = z
  .string()
  .max(300, 'must be at most 300 characters')
  .transform((v) =>
    v
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string()).min(1, 'must have at least one line').max(6, 'must have at most 6 lines'))
  .default(['Sprout Learning', '120 Maple Street, Suite 4', 'Springfield, MA 01103']);

const ContactEnv = {
  CONTACT_EMAILS,
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9()\-. ]{3,30}$/, 'must be a phone number (digits, spaces, + ( ) - .)')
    .default('(555) 555-0123'),
  CONTACT_ADDRESS,
};

export interface ContactDetails {
  emails: string[];
  phone: string;
  addressLines: string[];
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0-65535')
    .max(65535, 'must be 0-65535')
    .default(5000),
  HOST: host.default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: mailFrom.optional(),
  DEMO_MODE: flag.optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@sprout.local'),
  DAILY_GAME_POINTS_CAP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(2000),
  ALLOW_EMBEDDED_DB: flag.optional(),
  SEED_DEMO: flag.optional(),
  WEB_CONCURRENCY: positiveInt(64).default(1),
  DB_POOL_SIZE: positiveInt(200)
    .refine((n) => n >= 2, 'must be at least 2')
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.optional(),
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_KEEP: positiveInt(1000).default(7),
  STUN_URLS: iceUrls('stun'),
  TURN_URLS: iceUrls('turn'),
  TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ...ContactEnv,
});

export interface RateLimitRule {
  /** How many events a key may have in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimits {
  failedLoginPerUserAndAddress: RateLimitRule;
  failedLoginPerAddress: RateLimitRule;
  registerPerAddress: RateLimitRule;
  resendVerificationPerUser: RateLimitRule;
  /** Password-reset mails to one address (docs/rules.md#families-consent-and-privacy: 3 an hour). */
  passwordResetPerEmail: RateLimitRule;
  /** The consent e-mail sent again or to a changed address, per waiting child. */
  consentMailPerChild: RateLimitRule;
  contactPerAddress: RateLimitRule;
  linkRequestPerParent: RateLimitRule;
  scoresPerUser: RateLimitRule;
  /** Messages one person sends, across their conversations (docs/tutoring.md#messages). */
  messagesPerUser: RateLimitRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  failedLoginPerUserAndAddress: { max: 10, windowMs: 15 * MINUTE },
  failedLoginPerAddress: { max: 300, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 100, windowMs: HOUR },
  resendVerificationPerUser: { max: 3, windowMs: HOUR },
  passwordResetPerEmail: { max: 3, windowMs: HOUR },
  consentMailPerChild: { max: 3, windowMs: HOUR },
  contactPerAddress: { max: 10, windowMs: HOUR },
  linkRequestPerParent: { max: 10, windowMs: 24 * HOUR },
  scoresPerUser: { max: 10, windowMs: MINUTE },
  messagesPerUser: { max: 30, windowMs: HOUR },
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Unset until resolved from DATA_DIR at start (see session-secret.ts). */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoMode: boolean;
  /** Which rule set demoMode, for the start log. */
  demoModeReason: string;
  supportEmail: string;
  /** The contact page's details (CONTACT_EMAILS, CONTACT_PHONE, CONTACT_ADDRESS). */
  contact: ContactDetails;
  dailyGamePointsCap: number;
  allowEmbeddedDb: boolean;
  /** Seed the demo catalog and accounts into an empty database. */
  seedDemo: boolean;
  webConcurrency: number;
  dbPoolSize: number;
  logLevel: string;
  /** Fastify's trustProxy: off, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  backupDir: string;
  backupKeep: number;
  /** The lesson room's STUN and TURN servers, and coturn's shared secret (docs/lesson-room.md). */
  ice: { stunUrls: string[]; turnUrls: string[]; turnSecret: string | undefined };
  rateLimits: RateLimits;
  /** Sessions: idle and absolute lifetimes. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The built web app; unset serves the API only (API tests). */
  webRoot: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Sprout cannot start, the configuration has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "unset", as in a .env file with `SMTP_URL=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  const allowEmbeddedDb = e.ALLOW_EMBEDDED_DB ?? false;
  if (production && !e.DATABASE_URL && !allowEmbeddedDb) {
    problems.push(
      'DATABASE_URL: required when NODE_ENV=production (the embedded database is for trying Sprout; set ALLOW_EMBEDDED_DB=1 to use it anyway)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    problems.push(
      'WEB_CONCURRENCY: more than 1 worker needs DATABASE_URL (the embedded database is one process)',
    );
  }
  if (e.TURN_URLS.length > 0 && !e.TURN_SECRET) {
    problems.push("TURN_SECRET: required with TURN_URLS (coturn's static-auth-secret)");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const demo = decideDemoMode(e.DEMO_MODE, e.HOST, publicUrl, production);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Sprout <no-reply@sprout.local>',
    demoMode: demo.on,
    demoModeReason: demo.reason,
    supportEmail: e.SUPPORT_EMAIL,
    contact: {
      emails: e.CONTACT_EMAILS,
      phone: e.CONTACT_PHONE,
      addressLines: e.CONTACT_ADDRESS,
    },
    dailyGamePointsCap: e.DAILY_GAME_POINTS_CAP,
    allowEmbeddedDb,
    seedDemo: e.SEED_DEMO ?? !production,
    webConcurrency: e.WEB_CONCURRENCY,
    dbPoolSize: e.DB_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
    backupKeep: e.BACKUP_KEEP,
    ice: { stunUrls: e.STUN_URLS, turnUrls: e.TURN_URLS, turnSecret: e.TURN_SECRET },
    rateLimits: DEFAULT_RATE_LIMITS,
    sessionIdleMs: 7 * 24 * HOUR,
    sessionMaxMs: 30 * 24 * HOUR,
    webRoot: undefined,
  };
}

/**
 * docs/configuration.md: on only when both the listening address and PUBLIC_URL are loopback and this
 * is not production, so a server reachable by others (directly, or behind a proxy that PUBLIC_URL
 * names) never has the "-admin" rule or the published demo passwords. DEMO_MODE overrides.
 */
function decideDemoMode(
  forced: boolean | undefined,
  host: string,
  publicUrl: string,
  production: boolean,
): { on: boolean; reason: string } {
  if (forced === true) return { on: true, reason: 'DEMO_MODE=true forces it on' };
  if (forced === false) return { on: false, reason: 'DEMO_MODE=false forces it off' };
  const publicHost = new URL(publicUrl).hostname;
  if (production) return { on: false, reason: 'NODE_ENV=production' };
  if (!isLoopbackHost(host)) return { on: false, reason: `HOST=${host} is not a loopback address` };
  if (!isLoopbackHost(publicHost)) {
    return { on: false, reason: `PUBLIC_URL names ${publicHost}, not a loopback address` };
  }
  return {
    on: true,
    reason: `HOST=${host} and PUBLIC_URL=${publicUrl} are loopback addresses and NODE_ENV is not production`,
  };
}

/** What the start log says about demo mode when it is on (loudly: it makes admins), or undefined. */
export function demoModeWarning(config: Pick<Config, 'demoMode' | 'demoModeReason'>): string | undefined {
  if (!config.demoMode) return undefined;
  return `DEMO MODE IS ON (${config.demoModeReason}): any username ending in "-admin" is an administrator and the demo accounts' password is published. Never run it this way where others can reach it; set DEMO_MODE=false to turn it off.`;
}

export function usesSecureCookies(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
