import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts with nothing set: port 5000 on 127.0.0.1, the embedded database in ./data, demo mode on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:5000',
      demoMode: true,
      seedDemo: true,
      supportEmail: 'support@sprout.local',
      dailyGamePointsCap: 2000,
      webConcurrency: 1,
      dbPoolSize: 10,
    });
  });

  it('names every bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DAILY_GAME_POINTS_CAP: '-1',
      LOG_LEVEL: 'loud',
      DEMO_MODE: 'maybe',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'DAILY_GAME_POINTS_CAP',
      'DATABASE_URL',
      'DEMO_MODE',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(new ConfigError(problems).message).toMatch(/PORT: must be a number/);
  });

  it('turns demo mode off on a public address and in production, unless asked', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).demoMode).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        DATABASE_URL: 'postgres://db/sprout',
      }).demoMode,
    ).toBe(false);
  });

  it('requires SESSION_SECRET in production, and refuses the embedded database there unless allowed', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((p) => p.startsWith('SESSION_SECRET'))).toBe(true);
    expect(problems.some((p) => p.startsWith('DATABASE_URL'))).toBe(true);
    const allowed = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      ALLOW_EMBEDDED_DB: '1',
    });
    expect(allowed.databaseUrl).toBeUndefined();
    expect(allowed.seedDemo).toBe(false);
  });

  it('refuses several workers on the embedded database', () => {
    expect(problemsOf({ WEB_CONCURRENCY: '4' })[0]).toMatch(
      /^WEB_CONCURRENCY: more than 1 worker needs DATABASE_URL/,
    );
  });

  it('treats an empty variable as unset, and PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ SMTP_URL: '', PUBLIC_URL: 'https://sprout.example/' })).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'https://sprout.example',
    });
  });
});
