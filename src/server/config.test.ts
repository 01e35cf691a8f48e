import { describe, expect, it } from 'vitest';
import { ConfigError, demoModeWarning, loadConfig } from './config.ts';

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

  it('reads the contact details, and names bad ones', () => {
    expect(loadConfig({}).contact).toEqual({
      emails: ['hello@sprout.local'],
      phone: '(555) 555-0123',
      addressLines: ['Sprout Learning', '120 Maple Street, Suite 4', 'Springfield, MA 01103'],
    });
    expect(
      loadConfig({
        CONTACT_EMAILS: 'hello@school.example, office@school.example',
        CONTACT_PHONE: '+44 20 7946 0958',
        CONTACT_ADDRESS: 'Sprout Learning | 1 High Street | London',
      }).contact,
    ).toEqual({
      emails: ['hello@school.example', 'office@school.example'],
      phone: '+44 20 7946 0958',
      addressLines: ['Sprout Learning', '1 High Street', 'London'],
    });
    const problems = problemsOf({
      CONTACT_EMAILS: 'hello, nobody',
      CONTACT_PHONE: 'call us',
      CONTACT_ADDRESS: '|',
    });
    expect(problems.map((p) => p.split(/[.:]/)[0]).sort()).toEqual([
      'CONTACT_ADDRESS',
      'CONTACT_EMAILS',
      'CONTACT_EMAILS',
      'CONTACT_PHONE',
    ]);
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

  // docs/configuration.md: on only when HOST and PUBLIC_URL's host are both loopback and NODE_ENV is
  // not production; DEMO_MODE forces it either way. The case that once turned demo mode on in production: HOST=127.0.0.1 behind
  // nginx with PUBLIC_URL=https://... and no NODE_ENV turned it on.
  const PROD = { SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/sprout' };
  describe.each([
    // HOST, PUBLIC_URL, NODE_ENV, DEMO_MODE, expected, the reason's words
    ['127.0.0.1', undefined, undefined, undefined, true, /loopback addresses and NODE_ENV is not production/],
    ['127.0.0.1', 'http://localhost:5000', 'development', undefined, true, /loopback/],
    ['localhost', 'http://127.0.0.1:8080', 'test', undefined, true, /loopback/],
    ['::1', 'http://[::1]:5000', undefined, undefined, true, /loopback/],
    ['127.0.0.2', 'http://app.localhost', undefined, undefined, true, /loopback/],
    ['127.0.0.1', 'https://sprout.example', undefined, undefined, false, /PUBLIC_URL names sprout\.example/],
    ['127.0.0.1', 'http://192.168.1.20:5000', 'development', undefined, false, /PUBLIC_URL names/],
    ['0.0.0.0', undefined, undefined, undefined, false, /HOST=0\.0\.0\.0 is not a loopback/],
    ['::', 'http://localhost:5000', undefined, undefined, false, /HOST=:: is not a loopback/],
    ['sprout-1.internal', undefined, undefined, undefined, false, /HOST=sprout-1\.internal/],
    ['127.0.0.1', undefined, 'production', undefined, false, /NODE_ENV=production/],
    ['127.0.0.1', 'https://sprout.example', 'production', undefined, false, /NODE_ENV=production/],
    ['127.0.0.1', undefined, undefined, 'false', false, /DEMO_MODE=false forces it off/],
    ['127.0.0.1', undefined, undefined, '0', false, /DEMO_MODE=false/],
    ['0.0.0.0', 'https://sprout.example', undefined, 'true', true, /DEMO_MODE=true forces it on/],
    ['127.0.0.1', undefined, 'production', 'on', true, /DEMO_MODE=true/],
  ] as const)('HOST=%s PUBLIC_URL=%s NODE_ENV=%s DEMO_MODE=%s', (host, publicUrl, nodeEnv, demo, on, why) => {
    it(`demo mode is ${on ? 'on' : 'off'}, saying why`, () => {
      const env: Record<string, string> = { HOST: host, ...(nodeEnv === 'production' ? PROD : {}) };
      if (publicUrl) env.PUBLIC_URL = publicUrl;
      if (nodeEnv) env.NODE_ENV = nodeEnv;
      if (demo) env.DEMO_MODE = demo;
      const config = loadConfig(env);
      expect(config.demoMode).toBe(on);
      expect(config.demoModeReason).toMatch(why);
      // The start log warns whenever it is on, naming the rule.
      if (on)
        expect(demoModeWarning(config)).toMatch(/^DEMO MODE IS ON \(.+\): any username ending in "-admin"/);
      else expect(demoModeWarning(config)).toBeUndefined();
    });
  });

  it('reads TRUST_PROXY as off, a hop count, or a list of proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it('puts backups in DATA_DIR/backups and keeps 7, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/sprout' })).toMatchObject({
      backupDir: '/srv/sprout/backups',
      backupKeep: 7,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_KEEP: '30' })).toMatchObject({
      backupDir: '/mnt/backups',
      backupKeep: 30,
    });
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

  it.each([
    ['PUBLIC_URL', 'sprout.example', 'must be an http:// or https:// URL'],
    ['PUBLIC_URL', 'ftp://sprout.example', 'must be an http:// or https:// URL'],
    ['SMTP_URL', 'mail.example:25', 'must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'http://mail.example', 'must be an smtp:// or smtps:// URL'],
    ['SESSION_SECRET', 'x'.repeat(31), 'must be at least 32 characters'],
    ['SUPPORT_EMAIL', 'support', 'must be an e-mail address'],
    ['SUPPORT_EMAIL', 'help@', 'must be an e-mail address'],
    ['SEED_DEMO', 'sometimes', 'must be one of 1, 0, true, false, on, off, yes, no'],
    ['ALLOW_EMBEDDED_DB', 'y', 'must be one of 1, 0, true, false, on, off, yes, no'],
    ['DB_POOL_SIZE', 'ten', 'must be a number'],
    ['DB_POOL_SIZE', '1', 'must be at least 2'],
    ['DB_POOL_SIZE', '2.5', 'must be a whole number'],
    ['DB_POOL_SIZE', '500', 'must be at most 200'],
    ['MAIL_FROM', 'sprout', 'must be an address like "Sprout <hello@example.com>"'],
    ['MAIL_FROM', 'Sprout <hello>', 'must be an address like "Sprout <hello@example.com>"'],
    ['MAIL_FROM', 'Sprout hello@example.com', 'must be an address like "Sprout <hello@example.com>"'],
    ['HOST', 'not a host!', 'must be a host name or an IP address'],
    ['HOST', 'http://example.com', 'must be a host name or an IP address'],
    ['HOST', '-bad.example', 'must be a host name or an IP address'],
    ...['true', 'yes', '10.0.0.300', 'nginx', '-1', '1.5', '100', '10.0.0.0/8;10.1.0.0/16'].map(
      (v) =>
        [
          'TRUST_PROXY',
          v,
          'must be off, a hop count, or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,::1)',
        ] as [string, string, string],
    ),
    ['BACKUP_KEEP', '0', 'must be at least 1'],
    ['BACKUP_KEEP', 'all', 'must be a number'],
  ])('stops the start for %s=%o, naming it', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([`${name}: ${message}`]);
  });

  it('accepts good values of those variables', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://sprout.example',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      SESSION_SECRET: 'x'.repeat(32),
      SUPPORT_EMAIL: 'help@sprout.example',
      SEED_DEMO: 'off',
      ALLOW_EMBEDDED_DB: 'yes',
      DB_POOL_SIZE: '2',
      MAIL_FROM: 'Sprout Team <hello@sprout.example>',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://sprout.example',
      smtpUrl: 'smtps://user:pw@mail.example:465',
      supportEmail: 'help@sprout.example',
      seedDemo: false,
      allowEmbeddedDb: true,
      dbPoolSize: 2,
      mailFrom: 'Sprout Team <hello@sprout.example>',
    });
    expect(loadConfig({ MAIL_FROM: 'hello@sprout.example' }).mailFrom).toBe('hello@sprout.example');
    for (const host of ['0.0.0.0', 'localhost', 'sprout-1.internal', '::', '192.168.1.20']) {
      expect(loadConfig({ HOST: host }).host).toBe(host);
    }
    // A bracketed IPv6 address is how URLs write it; listening needs it bare.
    expect(loadConfig({ HOST: '[::1]' })).toMatchObject({ host: '::1', demoMode: true });
  });
});
