import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tutor } from '#contract/tutors.ts';
import { LONE_SURROGATE_MESSAGE } from '#server/plugins/security.ts';
import { uploadsDir } from '#server/plugins/uploads.ts';
import { type MultipartFile, multipartBody } from '#server/test/multipart.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { sampleTutorFields } from './test/admin.samples.ts';
import { MAX_IMAGE_BYTES } from './tutor-image.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { demoMode: false } });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

/** Sends the tutor form: a create, or an edit when `tutorId` is given. */
function upload(fields: Record<string, string | string[]>, file?: MultipartFile, tutorId?: number) {
  const { payload, headers } = multipartBody(fields, file);
  return t.inject({
    method: tutorId ? 'PUT' : 'POST',
    url: tutorId ? `/api/admin/tutors/${tutorId}/upload` : '/api/admin/tutors/upload',
    payload,
    headers: { ...headers, cookie: admin },
  });
}

const image = (bytes: Buffer, filename = 'photo.png', contentType = 'image/png'): MultipartFile => ({
  field: 'profileImage',
  filename,
  contentType,
  bytes,
});

/** A JPEG with EXIF metadata (a camera name and a GPS-like comment) that a re-encode must drop. */
async function photoWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 200, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'Taken at 12 Oak Street' } })
    .toBuffer();
}

function storedFiles(): string[] {
  return readdirSync(uploadsDir(t.dataDir));
}

describe('POST /api/admin/tutors/upload', () => {
  it('re-encodes an image to WebP at most 800 px wide without metadata, under a random name, served from /uploads/', async () => {
    const original = await photoWithMetadata(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(
      sampleTutorFields({ name: 'Photo Tutor', imageUrl: '' }),
      image(original, 'me.jpg', 'image/jpeg'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const tutor = res.json<Tutor>();
    expect(tutor.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await t.inject({ method: 'GET', url: tutor.imageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
    expect(served.rawPayload.includes('Oak Street')).toBe(false);

    // The tutor's public profile shows it at once.
    const profile = await t.inject({ method: 'GET', url: `/api/tutors/${tutor.id}` });
    expect(profile.json<Tutor>().imageUrl).toBe(tutor.imageUrl);
  });

  it('keeps a small image its size, and takes an image URL instead of a file', async () => {
    const small = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#ffcc00' } })
      .png()
      .toBuffer();
    const res = await upload(sampleTutorFields(), image(small));
    const meta = await sharp(
      (await t.inject({ method: 'GET', url: res.json<Tutor>().imageUrl ?? '' })).rawPayload,
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 120, height: 90 });

    const byUrl = await upload(sampleTutorFields({ imageUrl: 'https://images.example.com/maya.png' }));
    expect(byUrl.statusCode, byUrl.body).toBe(201);
    expect(byUrl.json<Tutor>().imageUrl).toBe('https://images.example.com/maya.png');
  });

  it('refuses a file that is not an image even when it is named .png (400)', async () => {
    const before = storedFiles().length;
    const res = await upload(
      sampleTutorFields(),
      image(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please choose a PNG, JPEG, WebP or GIF image',
      issues: [{ path: 'profileImage', message: 'Please choose a PNG, JPEG, WebP or GIF image' }],
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1);
    const res = await upload(sampleTutorFields(), image(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The image is too large: at most 5 MB' });
  });

  it('refuses an image of more than 25 megapixels (400) without decoding it', async () => {
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(sampleTutorFields(), image(huge));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image is too big: at most 25 megapixels');
  });

  it('validates the form fields like the JSON call, and refuses JSON on the upload call (415)', async () => {
    const res = await upload(sampleTutorFields({ bio: 'Short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'bio', message: 'Bio must be at least 10 characters' }]);
    const json = await t.inject({
      method: 'POST',
      url: '/api/admin/tutors/upload',
      headers: { cookie: admin },
      payload: { name: 'Maya' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('a malformed tutor form', () => {
  const boundary = 'sproutBoundary';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const send = (
    method: 'POST' | 'PUT',
    payload: string,
    contentType = `multipart/form-data; boundary=${boundary}`,
  ) =>
    t.inject({
      method,
      url: method === 'POST' ? '/api/admin/tutors/upload' : '/api/admin/tutors/1/upload',
      payload,
      headers: { cookie: admin, 'content-type': contentType },
    });
  const tutorCount = async () =>
    (await t.inject({ method: 'GET', url: '/api/admin/tutors', headers: { cookie: admin } })).json<
      unknown[]
    >().length;

  it('answers 400 to a body that is not the multipart it says it is, never 500', async () => {
    const before = await tutorCount();
    for (const method of ['POST', 'PUT'] as const) {
      for (const [payload, contentType] of [
        ['name=Sam', 'multipart/form-data'],
        ['no parts at all', undefined],
        [
          `${part('name', 'Sam Smith')}--${boundary}\r\nContent-Disposition: form-data; name="bio"\r\n\r\nunfinished`,
          undefined,
        ],
        ['x', `multipart/form-data; boundary=${'b'.repeat(200)}`],
      ] as const) {
        const res = await send(method, payload, contentType);
        expect(res.statusCode, `${method} ${payload.slice(0, 20)}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'The form could not be read. Please send it again as multipart/form-data.',
        });
      }
    }
    expect(await tutorCount()).toBe(before);
  });

  it('answers 413 "Too many form fields" to a form with more fields than the tutor form has', async () => {
    const many = `${Array.from({ length: 40 }, (_, i) => part(`field${i}`, 'x')).join('')}--${boundary}--\r\n`;
    const res = await send('POST', many);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many form fields' });
  });

  it('answers 400 to a field whose own charset carries a lone surrogate, as a JSON body would be', async () => {
    const before = await tutorCount();
    // UTF-16 is the one charset a part may name that can hold half a surrogate pair.
    const { name: _name, ...rest } = sampleTutorFields();
    const { payload, headers } = multipartBody(rest);
    const nameInUtf16 = Buffer.concat([
      Buffer.from(
        `--${headers['content-type']?.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="name"\r\n` +
          'Content-Type: text/plain; charset=utf-16le\r\n\r\n',
      ),
      Buffer.from('Sam \udc00\ud800Smith', 'utf16le'),
      Buffer.from('\r\n'),
    ]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/tutors/upload',
      payload: Buffer.concat([nameInUtf16, payload]),
      headers: { ...headers, cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: LONE_SURROGATE_MESSAGE,
      issues: [{ path: 'name', message: LONE_SURROGATE_MESSAGE }],
    });
    expect(await tutorCount()).toBe(before);
  });

  it('answers 415 to a multipart body sent to a JSON call', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/admin/tutors',
      payload: `${part('name', 'Sam Smith')}--${boundary}--\r\n`,
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('PUT /api/admin/tutors/:id/upload', () => {
  it("replaces the tutor's fields, availability and image", async () => {
    const made = (await upload(sampleTutorFields())).json<Tutor>();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const res = await upload(
      sampleTutorFields({ name: 'Maya P.', availability: ['Weekday Mornings'] }),
      image(png),
      made.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tutor>()).toMatchObject({
      id: made.id,
      name: 'Maya P.',
      availability: ['Weekday Mornings'],
    });
    expect(res.json<Tutor>().imageUrl).toMatch(/^\/uploads\//);
    const before = storedFiles().length;
    const missing = await upload(sampleTutorFields(), image(png), 999_999);
    expect(missing.statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(before);
  });
});
