// A review needs the experience (docs/rules.md#promises-kept): these give the signed-in user of a page a
// session with a tutor that happened. The e2e server's clock cannot be moved, so the session is
// booked inside the tutor's hours and an admin records it completed, as after a real lesson.

import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { offeredTimes } from '#contract/tutor-hours.ts';
import type { Tutor } from '#contract/tutors.ts';

const DAY = 86_400_000;

/** Books the first free time of the tutor's in the coming two weeks; answers the booking's id. */
export async function bookFirstFreeTime(
  booker: APIRequestContext,
  tutor: Tutor,
  subject = 'Mathematics',
): Promise<number> {
  const now = new Date();
  for (let days = 1; days <= 14; days++) {
    const date = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
    for (const slot of offeredTimes(date, 'UTC', tutor, now)) {
      const res = await booker.post('/api/sessions', {
        data: {
          tutorId: tutor.id,
          date,
          time: slot.time,
          subject,
          sessionType: tutor.sessionType,
          timeZone: 'UTC',
        },
      });
      // 409: another test holds this time; the next one is tried.
      if (res.status() === 201) return ((await res.json()) as { id: number }).id;
      expect(res.status(), await res.text()).toBe(409);
    }
  }
  throw new Error(`no free time with tutor ${tutor.id} in two weeks`);
}

/**
 * The signed-in user of `booker` (a page's `page.request`, or a context of its own) has a
 * completed session with the tutor (an admin marked it so).
 */
export async function completedSessionWith(booker: APIRequestContext, tutorId: number): Promise<void> {
  const tutor = (await (await booker.get(`/api/tutors/${tutorId}`)).json()) as Tutor;
  const sessionId = await bookFirstFreeTime(booker, tutor);
  // The admin acts in a context of its own: the booker stays signed in as themselves.
  const admin = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await admin.post('/api/login', {
      data: { username: 'demo-admin', password: 'password123' },
    });
    expect(login.status()).toBe(200);
    const marked = await admin.post(`/api/admin/sessions/${sessionId}/status`, {
      data: { status: 'completed' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
