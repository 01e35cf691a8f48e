// /lessons/:id drawn by the app's router: the room's states (waiting then open, the pre-join step
// with a camera, a refused permission, closed with who came, not yours, unknown), and in the room
// the grown-up banner, another tab taking over and a chat line refused. The video between two
// browsers, the whiteboard and the reconnection are browser journeys (e2e/lessons.spec.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_REFUSED } from '#contract/contact-details.ts';
import { NOT_IN_LESSON } from '#contract/lessons.ts';
import {
  FakeSocket,
  fakeDevices,
  fakeLiveBrowser,
  fakeStream,
  refuse,
  restoreLiveBrowser,
} from '#web/features/lessons/test/fake-browser.ts';
import { aPeer, aRoom } from '#web/features/lessons/test/sample-room.ts';
import { expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const learner = aStudent({ id: 7, username: 'sam', name: 'Sam Rivera' });

beforeEach(() => {
  serve('GET /api/user', answer(learner));
  fakeLiveBrowser();
});

afterEach(() => {
  restoreLiveBrowser();
});

async function joinRoom() {
  serve('GET /api/lessons/7', answer(aRoom()));
  serve('GET /api/lessons/7/chat', answer({ messages: [] }));
  fakeDevices(() => fakeStream(['audio', 'video']));
  const view = renderRoute('/lessons/7');
  await findPageHeading('Mathematics lesson');
  await screen.findByText('Check how you look and sound, then join.');
  await view.user.click(screen.getByRole('button', { name: 'Join the lesson' }));
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  return view;
}

describe('/lessons/:id', () => {
  it('waits with a countdown, then asks again when the room opens and offers to join', async () => {
    let asked = 0;
    serve('GET /api/lessons/7', () => {
      asked += 1;
      return answer(
        asked === 1
          ? aRoom({ state: 'waiting', opensAt: new Date(Date.now() + 1_500).toISOString() })
          : aRoom(),
      );
    });
    fakeDevices(() => fakeStream(['audio', 'video']));
    renderRoute('/lessons/7');
    await findPageHeading('Mathematics lesson');
    expect(screen.getByText('With Maria Lopez')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The room is not open yet' })).toBeTruthy();
    expect(screen.getByText(/^It opens at /)).toBeTruthy();
    await expectNoAxeViolations();
    // Past the opening the page asks for the room again, and it is open.
    expect(await screen.findByRole('heading', { name: 'Join the lesson' }, { timeout: 10_000 })).toBeTruthy();
    expect(asked).toBe(2);
    await screen.findByText('Check how you look and sound, then join.');
  });

  it('previews the camera before joining, and joins the live socket on the same origin', async () => {
    await joinRoom();
    const socket = FakeSocket.last();
    expect(socket.url).toBe(`ws://${window.location.host}/api/lessons/7/live`);
    socket.receive({
      type: 'welcome',
      you: aPeer({ peerId: 'z9', role: 'learner', name: 'Sam' }),
      peers: [],
      closesAt: aRoom().closesAt,
    });
    expect(await screen.findByText('Sam (you)')).toBeTruthy();
    // The camera and microphone are toggles, and the server hears what is on.
    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(camera.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(socket.sent).toContainEqual({
        type: 'media',
        media: { camera: true, mic: true, screen: false },
      }),
    );
    await expectNoAxeViolations();
  });

  it('shows the child plainly when a grown-up looks in', async () => {
    await joinRoom();
    const socket = FakeSocket.last();
    socket.receive({
      type: 'welcome',
      you: aPeer({ peerId: 'z9', role: 'learner', name: 'Sam' }),
      peers: [aPeer({ peerId: 'a1' })],
      closesAt: aRoom().closesAt,
    });
    expect(await screen.findByText('Maria Lopez')).toBeTruthy();
    expect(screen.queryByText(/looking in/)).toBeNull();
    socket.receive({ type: 'joined', peer: aPeer({ peerId: 'a2', role: 'parent', name: 'Pat' }) });
    const banner = await screen.findByText('A grown-up is looking in: Pat');
    expect(banner.closest('[role="status"]')).toBeTruthy();
    socket.receive({ type: 'left', peerId: 'a2' });
    await waitFor(() => expect(screen.queryByText('A grown-up is looking in: Pat')).toBeNull());
  });

  it('says when another tab took over, and takes the room back here on request', async () => {
    const { user } = await joinRoom();
    const socket = FakeSocket.last();
    socket.receive({ type: 'replaced' });
    socket.close(4001);
    expect(
      await screen.findByRole('heading', { name: 'You opened this lesson in another tab' }),
    ).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Use it here' }));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'You opened this lesson in another tab' })).toBeNull();
  });

  it("shows the server's refusal of a chat line beside the box, and keeps the text", async () => {
    const { user } = await joinRoom();
    FakeSocket.last().receive({
      type: 'welcome',
      you: aPeer({ peerId: 'z9', role: 'learner', name: 'Sam' }),
      peers: [],
      closesAt: aRoom().closesAt,
    });
    serve('POST /api/lessons/7/chat', answer({ message: CONTACT_DETAILS_REFUSED }, 400));
    const chatTab = screen.queryByRole('tab', { name: 'Chat' });
    if (chatTab && chatTab.getAttribute('aria-selected') !== 'true') await user.click(chatTab);
    const box = await screen.findByLabelText('Write in the chat');
    await user.type(box, 'mail me at sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_DETAILS_REFUSED);
    expect((box as HTMLTextAreaElement).value).toBe('mail me at sam@example.com');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('says how to allow a refused camera, and still lets them join to watch and listen', async () => {
    serve('GET /api/lessons/7', answer(aRoom()));
    serve('GET /api/lessons/7/chat', answer({ messages: [] }));
    fakeDevices(() => refuse('NotAllowedError'));
    const { user } = renderRoute('/lessons/7');
    expect(
      await screen.findByText('Your browser is not letting Sprout use the camera and microphone.'),
    ).toBeTruthy();
    expect(screen.getByText(/choose Allow for the camera and the microphone/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Join to watch and listen' }));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Camera' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers audio only when there is no camera', async () => {
    serve('GET /api/lessons/7', answer(aRoom()));
    fakeDevices((constraints) => (constraints.video ? refuse('NotFoundError') : fakeStream(['audio'])));
    renderRoute('/lessons/7');
    expect(
      await screen.findByText(
        "We couldn't find a camera. You can join with your microphone only, or just watch.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the lesson' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Just watch' })).toBeTruthy();
  });

  it('shows who came once the room has closed', async () => {
    serve('GET /api/lessons/7', answer(aRoom({ state: 'closed', role: 'parent' })));
    serve(
      'GET /api/lessons/7/attendance',
      answer({
        sessionId: 7,
        attended: true,
        attendees: [
          { role: 'tutor', name: 'Maria Lopez', firstJoinedAt: '2026-11-20T16:00:00.000Z', minutes: 58 },
          { role: 'learner', name: 'Sam', firstJoinedAt: '2026-11-20T16:01:00.000Z', minutes: 1 },
        ],
      }),
    );
    renderRoute('/lessons/7');
    expect(await screen.findByRole('heading', { name: 'This lesson has ended' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Who came' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Maria Lopez · Tutor58 minutes', 'Sam · Learner1 minute']);
    expect(screen.getByText('The tutor and the learner met: the lesson counts as completed.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it("tells someone outside the lesson that it is not theirs, and an unknown one that it isn't there", async () => {
    serve('GET /api/lessons/7', answer({ message: NOT_IN_LESSON }, 403));
    const first = renderRoute('/lessons/7');
    await findPageHeading('This lesson is not yours');
    await expectNoAxeViolations();
    first.unmount();
    serve('GET /api/lessons/8', answer({ message: 'We could not find that' }, 404));
    renderRoute('/lessons/8');
    await findPageHeading('Lesson not found');
  });
});
