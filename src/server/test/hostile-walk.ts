// The hostile walk: every operation of the OpenAPI document the app serves, called as a guest, a
// student and an admin with hostile bodies, path ids and query strings (fast-check). Never a 5xx,
// and a refused call (4xx) changes no row. Random bodies rarely get past validation, so each
// call's valid request from the authorization table is also sent with one text at a time made
// ill-formed (a lone surrogate): 400, changing no row, also where the text would be stored as
// JSON and for a child whose purchases and bookings wait for a parent. The operations are split
// over two test files so Vitest runs them on its two workers.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AuthzContext,
  type Role as AuthzRole,
  type AuthzRow,
  createAuthzContext,
  makeAuthzUser,
} from './authorization.ts';
import { AUTHZ_ROWS } from './authorization-rows.ts';
import {
  createArticle,
  createContactMessage,
  createGame,
  createMerchandise,
  createMerchandiseReview,
  createStudySession,
  createTestimonial,
  createTutor,
  createTutorSession,
  grantPoints,
} from './factories.ts';
import { linkedChild } from './family.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const ROLES = ['guest', 'student', 'admin'] as const;
type Role = (typeof ROLES)[number];

/**
 * Tables a refused call may touch by design: a session's last use, the rate-limit counters a
 * failed login or a refused sign-up counts in. Every other table must be as it was.
 */
const TABLES_A_REFUSAL_MAY_TOUCH = new Set(['sessions', 'rate_limits']);

interface Operation {
  method: string;
  /** As the document writes it: /api/tutors/{id}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's fields, when the call takes a JSON body. */
  bodyFields: string[] | undefined;
  /** Those of its fields that are text. */
  textFields: string[];
}

type OpenApiParameter = { in: string; name: string };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }>;
  };
};

function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : undefined,
        textFields: Object.entries(json?.schema?.properties ?? {})
          .filter(([, schema]) => schema.type === 'string')
          .map(([name]) => name),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** Lone surrogates: unpaired high, unpaired low, reversed (a low before its high). */
const LONE_SURROGATES = ['\ud800', 'a\udbff', '\udc00', '\udfffz', '\udc00\ud800'] as const;

const nested = (depth: number, inner: string) => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

/** A value where a field's value goes: wrong types, huge or odd strings, NULs, nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    2147483648,
    '',
    ' ',
    'x'.repeat(20_000),
    'a\u0000b',
    '0x10',
    '1e3',
    ' 1',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '\u202e\ud800',
    ...LONE_SURROGATES,
    '😀'.repeat(200),
    [],
    {},
    { __proto__: { isAdmin: true } },
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.anything({ maxDepth: 3, maxKeys: 4 }),
);

/** A body as text: not JSON, too deep, a NUL deep down, prototype pollution, the wrong shape. */
const hostileRawBody = fc.constantFrom(
  '{"not json',
  nested(40, '1'),
  nested(5000, '"\\u0000"'),
  `{"a":${nested(31, '"\\u0000"')}}`,
  '{"__proto__":{"isAdmin":true,"points":1000000}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[]',
  '[{"id":1}]',
  '"a string"',
  '123',
  'null',
  '{"a":1,"a":2}',
  '{"a":"\\ud800"}',
  '["x\\udbff", "\\udc00\\ud800"]',
  '{"\\udc00":1}',
  `{"items":[${Array.from({ length: 100 }, () => '{"id":1,"type":"merchandise","quantity":20}').join(',')}],"paymentType":"points"}`,
);

function hostileBody(fields: string[]): fc.Arbitrary<string | Record<string, unknown>> {
  const shaped =
    fields.length === 0
      ? fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 })
      : fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] });
  return fc.oneof(
    hostileRawBody,
    shaped,
    fc.array(hostileValue, { maxLength: 3 }).map((a) => ({ a })),
  );
}

/** A path segment where an id goes (already encoded for the URL). */
const hostileId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '0x10',
    '1e3',
    '%201',
    'true',
    '1.0',
    '01',
    '2147483648',
    '%00',
    'abc',
    '%2e%2e',
    // A surrogate's code unit in UTF-8's form (CESU-8): bytes that are no character.
    '%ED%A0%80',
    '%ED%B0%80%ED%A0%80',
  ),
  fc.integer({ min: 1, max: 4 }).map(String),
);

function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const name = fc.constantFrom(...names, 'x', '__proto__', 'constructor[prototype]', 'limit');
  const value = fc.oneof(
    fc.constantFrom(
      '',
      '0',
      '-1',
      '0x10',
      '1e3',
      ' 1',
      '01',
      'true',
      'a\u0000b',
      'x'.repeat(5000),
      '%',
      '[]',
      ...LONE_SURROGATES,
    ),
    fc.string({ maxLength: 20 }),
  );
  return fc
    .array(fc.tuple(name, value), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeAnyText(k)}=${encodeAnyText(v)}`).join('&'));
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes as its code unit in
 * UTF-8's form, as a careless client would send it.
 */
function encodeAnyText(text: string): string {
  return Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/**
 * A valid body with one of its texts made ill-formed, once per text (a lone surrogate added to
 * it, the kinds taken in turn), and once per optional text field the body left out.
 */
function withEachTextIllFormed(body: unknown, absentTextFields: string[]): unknown[] {
  const variants: unknown[] = [];
  const lone = () => LONE_SURROGATES[variants.length % LONE_SURROGATES.length] ?? '\ud800';
  const paths: (string | number)[][] = [];
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') paths.push(path);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: [...path, Array.isArray(value) ? Number(key) : key] });
      }
    }
  }
  for (const path of paths.filter((p) => p.length > 0)) {
    const copy: unknown = structuredClone(body);
    let parent = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
    const last = path.at(-1) ?? '';
    parent[last] = `${String(parent[last])}${lone()}`;
    variants.push(copy);
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const field of absentTextFields.filter((f) => !(f in body))) {
      variants.push({ ...body, [field]: `Hello ${lone()}` });
    }
  }
  return variants;
}

/** Each table's row count and a hash of its rows, in one query. */
async function digestQueryOf(t: TestApp): Promise<string> {
  const tables = await t.database.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  return tables
    .map((t) => t.name)
    .filter((name) => !TABLES_A_REFUSAL_MAY_TOUCH.has(name))
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS hash FROM "${name}" r`,
    )
    .join(' UNION ALL ');
}

/**
 * Builds the app (on a fresh test database), reads its OpenAPI document (`app.swagger()` once it
 * is ready) and registers the walk over every `parts`-th operation, starting at `part`. Awaited
 * at the top level of a test file, so the tests are made per operation.
 */
export async function describeHostileWalk(
  part: number,
  parts: number,
  options: { runsPerOperation: number },
) {
  const t = await createTestApp({ config: { demoMode: false } });
  afterAll(async () => {
    await t.close();
  });
  const student = await t.signUp();
  const admin = await t.signUp({ isAdmin: true });
  const cookies: Record<Role, string> = { guest: '', student: student.cookie, admin: admin.cookie };
  const { db } = t.database;
  // Rows behind the small ids the walk sends, so calls get past "not found".
  await grantPoints(db, student.user.id, 500);
  for (let i = 0; i < 3; i++) {
    const tutor = await createTutor(db);
    const item = await createMerchandise(db, { pointsCost: 5, inventory: 50 });
    await createArticle(db);
    await createGame(db);
    await createTestimonial(db);
    await createContactMessage(db);
    await createMerchandiseReview(db, { merchandiseId: item.id, userId: admin.user.id });
    await createTutorSession(db, { tutorId: tutor.id, userId: student.user.id });
  }
  await createStudySession(db, { userId: student.user.id, startTime: t.clock.now() });
  const authz = await createAuthzContext(t);
  const askFirst = await askFirstChild(t, authz);
  const digestQuery = await digestQueryOf(t);
  const digest = async () => JSON.stringify(await t.database.query(digestQuery));

  const operations = operationsOf(t.app.swagger()).filter((_, index) => index % parts === part);

  describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
    it('never answers 5xx, and a refused call changes no row', async () => {
      const request = fc.record({
        role: fc.constantFrom(...ROLES),
        ids: fc.tuple(...op.pathParams.map(() => hostileId), fc.constant('')),
        query: hostileQuery(op.queryParams),
        body: op.bodyFields
          ? fc.option(hostileBody(op.bodyFields), { nil: undefined })
          : fc.constant(undefined),
        key: fc.option(fc.string({ minLength: 1, maxLength: 300 }), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ role, ids, query, body, key }) => {
          // Signing out would leave the rest of the walk a guest.
          if (op.path === '/api/logout' && role !== 'guest') return;
          let url = op.path;
          op.pathParams.forEach((name, i) => {
            url = url.replace(`{${name}}`, ids[i] ?? '1');
          });
          if (query) url += `?${query}`;
          const headers: Record<string, string> = {};
          if (cookies[role]) headers.cookie = cookies[role];
          if (key !== undefined) headers['idempotency-key'] = encodeURIComponent(key);
          if (body !== undefined) headers['content-type'] = 'application/json';
          const before = await digest();
          const res = await t.inject({
            method: op.method as 'GET',
            url,
            headers,
            ...(body === undefined
              ? {}
              : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
          });
          const context = `${op.method} ${url} as ${role}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) throw new Error(`a 5xx: ${context}`);
          if (res.statusCode >= 400 && (await digest()) !== before) {
            throw new Error(`a refused call changed rows: ${context}`);
          }
        }),
        { numRuns: options.runsPerOperation, seed: seedOf(`${op.method} ${op.path}`) },
      );
    });

    const rows = AUTHZ_ROWS.filter(
      (row) => row.call === `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    it.skipIf(rows.every((row) => !op.bodyFields || !signedInAs(row)))(
      'answers 400 to a lone surrogate in any text of a valid call, changing no row',
      async () => {
        for (const row of rows) {
          const role = signedInAs(row);
          if (!op.bodyFields || !role) continue;
          // The child who must ask first makes the student's calls, where they wait as requests.
          const callers: { cookie: () => Promise<string> }[] = [
            {
              cookie: async () =>
                row.freshUser ? (await makeAuthzUser(t, role)).cookie : authz.cookieOf(role),
            },
            ...(role === 'student' ? [{ cookie: async () => askFirst }] : []),
          ];
          // Built once: a row's request may make the resource it calls, and only one may be open.
          const valid = await row.request(authz, role);
          for (const caller of callers) {
            for (const payload of withEachTextIllFormed(valid.payload ?? {}, op.textFields)) {
              const cookie = await caller.cookie();
              const before = await digest();
              const res = await t.inject({
                method: op.method as 'POST',
                url: valid.url,
                headers: {
                  ...(cookie ? { cookie } : {}),
                  ...valid.headers,
                  'content-type': 'application/json',
                },
                payload: JSON.stringify(payload),
              });
              const context = `${op.method} ${valid.url} ${JSON.stringify(payload).slice(0, 300)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
              expect(res.statusCode, context).toBe(400);
              expect(await digest(), `a refused call changed rows: ${context}`).toBe(before);
            }
          }
        }
      },
    );
  });
}

/** The first role the row lets make the call (the one whose valid request it builds), if any. */
function signedInAs(row: AuthzRow): AuthzRole | undefined {
  const roles: AuthzRole[] = ['student', 'admin', 'parent', 'guest'];
  return roles.find((role) => (row.expect[role] ?? 500) < 300);
}

/** A child linked to the table's parent, whose purchases and bookings wait for that parent. */
async function askFirstChild(t: TestApp, authz: AuthzContext): Promise<string> {
  const child = await linkedChild(t, authz.users.linkedParent.id, { points: 500 });
  const res = await t.inject({
    method: 'PUT',
    url: `/api/parent/children/${child.user.id}/settings`,
    headers: { cookie: authz.cookieOf('linkedParent') },
    payload: { approvePurchases: true, approveBookings: true },
  });
  if (res.statusCode !== 200) throw new Error(`could not turn approvals on: ${res.body}`);
  return child.cookie;
}

/** A fixed seed per operation, so a failure is the same on every run (FC_SEED varies them). */
function seedOf(name: string): number {
  let hash = Number(process.env.FC_SEED ?? 0);
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return hash;
}
