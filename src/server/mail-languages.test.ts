// Every mail in its recipient's language (docs/architecture.md#languages): a Spanish account reads
// its mail in Spanish, dates and zones included, and an English one reads the spec's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '#contract/parent-controls.ts';
import { sendWeeklyDigest } from '#server/cross-feature/weekly-digest/digest.service.ts';
import {
  createFamilyLink,
  createMerchandise,
  createOrder,
  createTutor,
  createTutorSession,
  grantPoints,
} from '#server/test/factories.ts';
import { linkedChild, linkedFamily } from '#server/test/family.ts';
import { createTestApp, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

const START = '2026-06-01T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: START });
});
afterAll(async () => {
  await t.close();
});

const lastMailTo = (to: string) => t.outbox().findLast((m) => m.to === to);
const address = (who: string) => `${uniqueUsername(who)}@example.com`;

describe('the verification mail', () => {
  it('goes out in the language the account registered in', async () => {
    const es = address('lucia');
    const res = await t.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'es' },
      payload: {
        name: 'Lucía Peña',
        username: uniqueUsername('lucia'),
        password: 'secret123',
        email: es,
        birthYear: 1990,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = lastMailTo(es);
    expect(mail?.subject).toBe('Confirma tu dirección de correo para Sprout');
    expect(mail?.text).toContain('Hola, Lucía Peña:');
    expect(mail?.text).toContain('El enlace sirve una sola vez y durante 24 horas.');
    expect(mail?.text).toMatch(/Confirmar mi dirección de correo: http/);
    expect(mail?.text).toContain('El equipo de Sprout');
    expect(mail?.html).toContain('<html lang="es">');

    const en = address('lucy');
    await t.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Lucy Pane',
        username: uniqueUsername('lucy'),
        password: 'secret123',
        email: en,
        birthYear: 1990,
      },
    });
    expect(lastMailTo(en)?.subject).toBe('Please confirm your e-mail address for Sprout');
    expect(lastMailTo(en)?.text).toContain('Hi Lucy Pane,');
  });
});

describe('the password-reset mail', () => {
  it("is written in the account's language", async () => {
    const es = address('ines');
    const en = address('ian');
    await t.signUp({ name: 'Inés', email: es, isEmailVerified: true, locale: 'es' });
    await t.signUp({ name: 'Ian', email: en, isEmailVerified: true });
    for (const email of [es, en]) {
      const res = await t.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(lastMailTo(es)?.subject).toBe('Restablece tu contraseña de Sprout');
    expect(lastMailTo(es)?.text).toContain('El enlace sirve una sola vez y durante una hora.');
    expect(lastMailTo(en)?.subject).toBe('Reset your Sprout password');
  });
});

describe('the booking mails', () => {
  it('tell each reader in their language, with dates and zones written their way', async () => {
    const tutorEmail = address('amara');
    const tutorAccount = await t.signUp({ name: 'Amara Okafor', email: tutorEmail, locale: 'es' });
    const tutor = await createTutor(t.database.db, {
      name: 'Amara Okafor',
      availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'],
      timeZone: 'America/New_York',
      userId: tutorAccount.user.id,
    });
    const learnerEmail = address('maya');
    const learner = await t.signUp({ name: 'Maya Lindqvist', email: learnerEmail });
    const res = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: learner.cookie },
      payload: {
        tutorId: tutor.id,
        date: '2026-06-10',
        time: '16:00',
        timeZone: 'UTC',
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const toTutor = lastMailTo(tutorEmail);
    expect(toTutor?.subject).toBe('Nueva reserva: Maya, Matemáticas');
    expect(toTutor?.text).toContain('Maya ha reservado una sesión contigo (Clases individuales).');
    // 16:00 UTC is noon in New York in June, on the 12-hour clock US Spanish reads.
    expect(toTutor?.text).toMatch(/Cuándo: mié, 10 de jun, 12:00 p\.\s?m\. \(hora .+\)/);
    expect(toTutor?.text).not.toMatch(/ PM|When:/);
    // The calendar file speaks the reader's language too.
    expect(toTutor?.attachments?.[0]?.content).toContain('SUMMARY:Matemáticas con Maya');
    const toLearner = lastMailTo(learnerEmail);
    expect(toLearner?.subject).toBe('Booked: Mathematics with Amara Okafor');
    expect(toLearner?.text).toContain('When: Wed, Jun 10 at 4:00 PM');
    expect(toLearner?.text).toContain('Sessions can be cancelled until 12 hours before they start.');
  });
});

describe('the tutor invitation', () => {
  it('is written in the language of the admin who invites', async () => {
    const es = await t.signUp({ isAdmin: true, locale: 'es' });
    const en = await t.signUp({ isAdmin: true });
    const invite = async (cookie: string, email: string) => {
      const tutor = await createTutor(t.database.db, { name: 'Grace Hopper' });
      const res = await t.inject({
        method: 'POST',
        url: `/api/admin/tutors/${tutor.id}/invite`,
        headers: { cookie },
        payload: { email },
      });
      expect(res.statusCode, res.body).toBe(201);
      return lastMailTo(email);
    };
    const spanish = await invite(es.cookie, address('grace'));
    expect(spanish?.subject).toBe('Te invitamos a enseñar en Sprout');
    expect(spanish?.text).toContain('Hola, Grace Hopper:');
    expect(spanish?.text).toMatch(/Crear mi cuenta de tutor: http/);
    expect((await invite(en.cookie, address('ada')))?.subject).toBe('You are invited to teach on Sprout');
  });
});

describe('the weekly digest', () => {
  it("is written in each parent's language, with Spanish plurals and lists", async () => {
    const esEmail = address('marta');
    const enEmail = address('morgan');
    const spanish = await linkedFamily(t, { name: 'Marta', email: esEmail, locale: 'es' }, [
      { name: 'Pablo' },
    ]);
    await linkedFamily(t, { name: 'Morgan', email: enEmail }, [{ name: 'Ava' }]);
    const [pablo] = spanish.children;
    if (!pablo) throw new Error('a child');
    await grantPoints(t.database.db, pablo.user.id, 1, 'game-score');
    await sendWeeklyDigest(t.app.ctx);
    const mail = lastMailTo(esEmail);
    expect(mail?.subject).toBe('La semana de tu familia en Sprout');
    expect(mail?.text).toContain('Hola, Marta:');
    expect(mail?.text).toContain('Así ha sido la semana de Pablo en Sprout, los últimos 7 días.');
    expect(mail?.text).toContain('Pablo no ha registrado tiempo de estudio esta semana.');
    expect(mail?.text).toContain('Pablo ha ganado 1 punto y no ha gastado ninguno.');
    expect(mail?.text).toContain('Cancelar la suscripción: http');
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.text).not.toMatch(/\b(Here is|earned|Unsubscribe|The Sprout team)\b/);
    const english = lastMailTo(enEmail);
    expect(english?.subject).toBe('Your family’s week on Sprout');
    expect(english?.text).toContain('Ava earned no points and spent none.');
    expect(english?.text).toContain('Unsubscribe: http');
  });

  it('names the achievements of the week and the subjects ahead in Spanish', async () => {
    const esEmail = address('lucia');
    const spanish = await linkedFamily(t, { name: 'Lucía', email: esEmail, locale: 'es' }, [{ name: 'Leo' }]);
    const [leo] = spanish.children;
    if (!leo) throw new Error('a child');
    // Eager Learner comes with a booking made this week.
    const tutor = await createTutor(t.database.db, { name: 'Amara Okafor' });
    await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: leo.user.id,
      subject: 'Mathematics',
      startsAt: new Date('2026-06-03T16:00:00.000Z'),
      createdAt: new Date('2026-05-31T12:00:00.000Z'),
    });
    await sendWeeklyDigest(t.app.ctx);
    const mail = lastMailTo(esEmail);
    expect(mail?.text).toContain('Leo ha conseguido un logro nuevo: Ganas de aprender.');
    expect(mail?.html).toContain('Leo ha conseguido un logro nuevo: Ganas de aprender.');
    expect(mail?.text).toContain('Próximamente: Matemáticas con Amara Okafor el ');
  });
});

describe('the e-mail change notice', () => {
  it("tells the old address in the account's language", async () => {
    const old = address('nuria');
    const account = await t.signUp({ name: 'Nuria', email: old, isEmailVerified: true, locale: 'es' });
    const res = await t.inject({
      method: 'PUT',
      url: '/api/users/email',
      headers: { cookie: account.cookie },
      payload: { email: address('nuria-new'), password: account.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(old);
    expect(mail?.subject).toBe('Ha cambiado la dirección de correo de tu cuenta de Sprout');
    expect(mail?.text).toContain('Si hiciste tú el cambio, no tienes que hacer nada más.');
  });
});

describe("a child's request for a yes", () => {
  it("reaches each parent in their own language, the time on the family's clock", async () => {
    const mumEmail = address('mama');
    const dadEmail = address('dad');
    const mum = await t.signUp({ userType: 'parent', isEmailVerified: true, email: mumEmail, locale: 'es' });
    const dad = await t.signUp({ userType: 'parent', isEmailVerified: true, email: dadEmail });
    const child = await linkedChild(t, mum.user.id, { name: 'Ava' });
    await createFamilyLink(t.database.db, {
      parentId: dad.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    const tutor = await createTutor(t.database.db, {
      name: 'Amara Okafor',
      availability: ['Weekday Afternoons'],
      timeZone: 'America/New_York',
    });
    const settings = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.user.id}/settings`,
      headers: { cookie: mum.cookie },
      payload: {
        approveBookings: true,
        quietHours: { from: '21:00', to: '07:00', timeZone: 'America/Los_Angeles' },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: {
        tutorId: tutor.id,
        date: '2026-06-17',
        time: '12:30',
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
        timeZone: 'America/New_York',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    const spanish = lastMailTo(mumEmail);
    expect(spanish?.subject).toBe('Ava te pide permiso en Sprout');
    expect(spanish?.text).toContain(
      'A Ava le gustaría reservar una sesión de Matemáticas con Amara Okafor el mié, 17 de jun, 9:30 a.m.',
    );
    expect(spanish?.text).toContain('No se reserva nada hasta que digas que sí.');
    expect(spanish?.text).toMatch(/Responder en Ajustes de familia: http/);
    const english = lastMailTo(dadEmail);
    expect(english?.subject).toBe('Ava is asking for your yes on Sprout');
    expect(english?.text).toContain(
      'Ava would like to book a Mathematics session with Amara Okafor on Wed, Jun 17 at 9:30 AM.',
    );
    // Parent Settings says the request in each parent's language, on the clocks it was asked on.
    const summaryFor = async (cookie: string) => {
      const list = await t.inject({ method: 'GET', url: '/api/parent/approvals', headers: { cookie } });
      return list.json<ApprovalRequest[]>()[0]?.summary;
    };
    expect(await summaryFor(mum.cookie)).toBe('Matemáticas con Amara Okafor el mié, 17 de jun, 12:30 p.m.');
    expect(await summaryFor(dad.cookie)).toBe('Mathematics with Amara Okafor on Wed, Jun 17 at 12:30 PM');
  });

  it("names a prize in the parent's language, in the mail and in Parent Settings", async () => {
    const mumEmail = address('mami');
    const mum = await t.signUp({ userType: 'parent', isEmailVerified: true, email: mumEmail, locale: 'es' });
    const child = await linkedChild(t, mum.user.id, { name: 'Ana', points: 500 });
    const item = await createMerchandise(t.database.db, {
      name: 'Robot Kit',
      nameEs: 'Kit de robot',
      pointsCost: 100,
      inventory: 5,
    });
    const settings = await t.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.user.id}/settings`,
      headers: { cookie: mum.cookie },
      payload: { approvePurchases: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const res = await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      headers: { cookie: child.cookie },
      payload: { merchandiseId: item.id, paymentType: 'points' },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(lastMailTo(mumEmail)?.text).toContain(
      'A Ana le gustaría conseguir Kit de robot en la Tienda de premios con sus puntos.',
    );
    const list = await t.inject({
      method: 'GET',
      url: '/api/parent/approvals',
      headers: { cookie: mum.cookie },
    });
    expect(list.json<ApprovalRequest[]>()[0]?.summary).toBe('Kit de robot');
  });
});

describe('the prize mails', () => {
  it("tell a managed child's parent in their language", async () => {
    const mumEmail = address('madre');
    const mum = await t.signUp({ userType: 'parent', isEmailVerified: true, email: mumEmail, locale: 'es' });
    const admin = await t.signUp({ isAdmin: true });
    const added = await t.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: { cookie: mum.cookie },
      payload: { name: 'Leo', username: uniqueUsername('leo'), password: 'secret123', birthYear: 2018 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const order = await createOrder(t.database.db, {
      userId: added.json<{ id: number }>().id,
      itemName: 'Sprouty Plush',
    });
    const sent = await t.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'sent' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = lastMailTo(mumEmail);
    expect(mail?.subject).toBe('El premio de Leo está en camino');
    expect(mail?.text).toContain(
      'Hoy hemos enviado «Sprouty Plush», el premio de Leo de la Tienda de premios de Sprout.',
    );
    expect(mail?.text).toMatch(/Abrir Ajustes de familia: http/);
  });
});

describe('the new-message mail', () => {
  it('nudges each reader in their language', async () => {
    const tutorEmail = address('profe');
    const tutorAccount = await t.signUp({
      name: 'María López',
      email: tutorEmail,
      isEmailVerified: true,
      locale: 'es',
    });
    const tutor = await createTutor(t.database.db, { name: 'María López', userId: tutorAccount.user.id });
    const parentEmail = address('pat');
    const parent = await t.signUp({
      name: 'Pat Parent',
      userType: 'parent',
      email: parentEmail,
      isEmailVerified: true,
    });
    const child = await linkedChild(t, parent.user.id, { name: 'Sam Child' });
    await createTutorSession(t.database.db, { tutorId: tutor.id, userId: child.user.id });
    const opened = await t.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: parent.cookie },
      payload: { tutorId: tutor.id, learnerId: child.user.id },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const conversationId = opened.json<{ id: number }>().id;
    const send = (cookie: string) =>
      t.inject({
        method: 'POST',
        url: `/api/messages/${conversationId}`,
        headers: { cookie },
        payload: { text: 'Hola' },
      });
    expect((await send(parent.cookie)).statusCode).toBe(201);
    const toTutor = lastMailTo(tutorEmail);
    expect(toTutor?.subject).toBe('Nuevo mensaje de Pat en Sprout');
    expect(toTutor?.text).toContain('Hola, María:');
    expect(toTutor?.text).toContain('Pat te ha escrito sobre tus clases con Sam.');
    expect((await send(tutorAccount.cookie)).statusCode).toBe(201);
    const toParent = lastMailTo(parentEmail);
    expect(toParent?.subject).toBe('New message from María López on Sprout');
    expect(toParent?.text).toContain("María López wrote to you about Sam's lessons with María López.");
  });
});

describe('the mail about a deleted account', () => {
  it("tells a linked parent in the parent's language", async () => {
    const mamaEmail = address('mama');
    const mama = await t.signUp({
      name: 'Carmen',
      userType: 'parent',
      email: mamaEmail,
      isEmailVerified: true,
      locale: 'es',
    });
    const teen = await linkedChild(t, mama.user.id, { name: 'Diego Ruiz', birthYear: 2010 });
    const res = await t.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: teen.cookie },
      payload: { password: teen.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(mamaEmail);
    expect(mail?.subject).toBe('Se ha borrado la cuenta de Sprout de Diego Ruiz');
    expect(mail?.text).toContain('Ya no aparece en tu panel de familia.');
  });
});

describe('the cancellation and reminder mails', () => {
  it('are written in each side’s language', async () => {
    const tutorEmail = address('tomas');
    const tutorAccount = await t.signUp({ name: 'Tomás Vidal', email: tutorEmail, locale: 'es' });
    const tutor = await createTutor(t.database.db, {
      name: 'Tomás Vidal',
      availability: ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'],
      timeZone: 'Europe/Madrid',
      userId: tutorAccount.user.id,
    });
    const learnerEmail = address('elena');
    const learner = await t.signUp({ name: 'Elena Gil', email: learnerEmail, locale: 'es' });
    const book = (date: string) =>
      t.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: { cookie: learner.cookie },
        payload: {
          tutorId: tutor.id,
          date,
          time: '16:00',
          timeZone: 'Europe/Madrid',
          subject: 'Science',
          sessionType: 'One-on-One Tutoring',
        },
      });
    const later = await book('2026-06-16');
    expect(later.statusCode, later.body).toBe(201);
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/sessions/${later.json<{ id: number }>().id}/cancel`,
      headers: { cookie: learner.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = lastMailTo(tutorEmail);
    expect(cancel?.subject).toBe('Cancelada: Elena, Ciencias');
    expect(cancel?.text).toContain('Elena ha cancelado su sesión de Ciencias contigo.');
    expect(cancel?.text).toMatch(/Cuándo: mar, 16 de jun, 4:00 p\.\s?m\. \(hora .+\)/);

    expect((await book('2026-06-02')).statusCode).toBe(201);
    t.clock.set('2026-06-01T18:00:00.000Z');
    await t.app.ctx.jobs.runAll();
    t.clock.set(START);
    const reminder = lastMailTo(learnerEmail);
    expect(reminder?.subject).toBe('Recordatorio: se acerca tu sesión con Tomás Vidal');
    expect(reminder?.text).toContain(
      '¿No puedes ir? Las sesiones se pueden cancelar hasta 12 horas antes de empezar. Puedes cancelarla desde tu panel.',
    );
    expect(reminder?.text).toContain('¡Que disfrutes de la sesión! El equipo de Sprout');
  });
});

describe('the lesson-note mail', () => {
  it("tells a child's parent in the parent's language", async () => {
    const tutorAccount = await t.signUp({ name: 'Amara Okafor', userType: 'parent', isEmailVerified: true });
    const tutor = await createTutor(t.database.db, { name: 'Amara Okafor', userId: tutorAccount.user.id });
    const mamaEmail = address('lola');
    const mama = await t.signUp({
      userType: 'parent',
      email: mamaEmail,
      isEmailVerified: true,
      locale: 'es',
    });
    const child = await t.signUp({ name: 'Remy Lee', birthYear: 2019, consent: 'given', email: null });
    await createFamilyLink(t.database.db, {
      parentId: mama.user.id,
      childId: child.user.id,
      status: 'accepted',
    });
    const lesson = await createTutorSession(t.database.db, {
      tutorId: tutor.id,
      userId: child.user.id,
      subject: 'Reading',
      startsAt: new Date(t.clock.now().getTime() - 3 * 60 * 60 * 1000),
      status: 'completed',
    });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/teach/sessions/${lesson.id}/note`,
      headers: { cookie: tutorAccount.cookie },
      payload: { text: '¡Muy bien!', practice: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(mamaEmail);
    expect(mail?.subject).toBe('Amara Okafor ha escrito a Remy una nota después de la clase');
    expect(mail?.text).toContain('Amara Okafor ha escrito una nota después de la clase de Lectura de Remy.');
    expect(mail?.text).toContain('Puedes leerla en Sprout.');
  });
});
