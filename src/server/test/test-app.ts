// The app as API tests use it: the real buildApp on a fresh copy of the migrated database, with
// a controlled clock and the real outbox mailer in a temporary DATA_DIR.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { User } from '#contract/accounts.ts';
import { buildApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createUser, type UserOverrides } from '#server/db/factories.ts';
import { SESSION_COOKIE } from '#server/features/accounts/session.ts';
import { type ControlledClock, createControlledClock } from '#server/lib/clock.ts';
import { createLogger, type Logger } from '#server/lib/logger.ts';
import { type Mailer, type MailMessage, outboxDir } from '#server/lib/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ControlledClock;
  config: Config;
  dataDir: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates a user row directly and signs in as them; answers the user and their cookie. */
  signUp(overrides?: UserOverrides): Promise<{ user: User; cookie: string; password: string }>;
  /** Signs in through POST /api/login and answers the session cookie. */
  login(username: string, password: string): Promise<string>;
  /** The messages in the outbox, oldest first. */
  outbox(): (MailMessage & { date: string })[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  mailer?: Mailer;
  /** Reuse one database for several apps (two instances, restarts). */
  database?: Database;
  start?: Date | string;
  /** Where the app logs (silent unless TEST_LOG_LEVEL says): a test that checks a log line. */
  logger?: Logger;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    publicUrl: 'http://localhost:5000',
    ...overrides,
  };
}

let counter = 0;
/** A username no other test in this file uses. */
export function uniqueUsername(prefix = 'kid'): string {
  counter += 1;
  return `${prefix}${counter}_${Math.random().toString(36).slice(2, 7)}`;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie)
    throw new Error(`no session cookie in the answer (status ${response.statusCode}: ${response.body})`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sprout-test-'));
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(dataDir, options.config);
  const clock = createControlledClock(options.start ?? new Date());
  const app = await buildApp(config, {
    database,
    clock,
    logger: options.logger ?? createLogger(config.logLevel),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  const inject = (opts: InjectOptions) => app.inject(opts);

  const login = async (username: string, password: string) => {
    const res = await inject({ method: 'POST', url: '/api/login', payload: { username, password } });
    return sessionCookieOf(res);
  };

  return {
    app,
    database,
    clock,
    config,
    dataDir,
    inject,
    login,
    async signUp(overrides = {}) {
      const password = overrides.password ?? 'password123';
      const row = await createUser(database.db, { username: uniqueUsername(), ...overrides, password });
      const cookie = await login(row.username, password);
      const me = await inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      return { user: me.json<User>(), cookie, password };
    },
    outbox() {
      const dir = outboxDir(dataDir);
      let files: string[];
      try {
        files = readdirSync(dir).sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
