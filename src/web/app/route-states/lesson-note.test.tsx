// The tutor's note after a lesson (/teach/sessions/:id/note): the editor's states (empty, items
// being chosen, the most items, the contract's and the server's messages, saved), a lesson not yet
// completed, a note whose practice is partly done, and anyone but a tutor sent home.

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '#contract/articles.ts';
import { demoGames } from '#contract/demo-content.ts';
import { GameSchema } from '#contract/games.ts';
import { aNote, aSessionPage } from '#web/features/lesson-notes/test/sample-notes.ts';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { aStudent } from '#web/test/users.ts';

const tutor = aStudent({ id: 20, username: 'amara', name: 'Amara Okafor', userType: 'parent', tutorId: 3 });
const trail = GameSchema.parse({ ...demoGames[1], id: 4 });
const article = ArticleSchema.parse({
  id: 9,
  title: 'Why leaves are green',
  summary: 'A short read.',
  content: '<p>Leaves catch the sun.</p>',
  imageUrl: null,
  category: 'Learning Tips',
  author: 'Dr. Sarah Johnson',
  authorTitle: null,
  readTime: '5 min read',
  featured: false,
  publishedAt: '2026-05-01T10:00:00.000Z',
});
const other = ArticleSchema.parse({ ...article, id: 10, title: 'Counting stars' });

function serveTutorPage(page = aSessionPage()) {
  serve('GET /api/user', answer(tutor));
  serve('GET /api/games', answer([trail]));
  serve('GET /api/articles', answer([article, other]));
  serve('GET /api/teach/sessions/7/note', answer(page));
}

describe('/teach/sessions/:id/note', () => {
  it('checks the note as the contract does, then posts the text and the chosen practice', async () => {
    serveTutorPage();
    let sent: unknown;
    serve('PUT /api/teach/sessions/7/note', ({ body }) => {
      sent = body;
      return answer(aNote());
    });
    const { user } = renderRoute('/teach/sessions/7/note');
    await findPageHeading('Note after the lesson');
    expect(await screen.findByText(/Reading with Remy/)).toBeTruthy();
    expect(screen.getByText('No practice set. Add a game level or an article to practise.')).toBeTruthy();

    // Empty text and an item not chosen yet are said beside their fields.
    await user.click(screen.getByRole('button', { name: 'Add a game level' }));
    await user.click(screen.getByRole('button', { name: 'Post note' }));
    await screen.findByText('Please write a note for the learner');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please write a note for the learner',
      'Choose a game',
    ]);
    await expectNoAxeViolations();

    await user.type(screen.getByLabelText('Note for the learner'), 'Great reading!');
    expect(screen.getByText('14 of 2000 characters')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Game for item 1'), 'Number Trail');
    expect(screen.getByRole('alert').textContent).toBe('Choose a level');
    await user.selectOptions(screen.getByLabelText('Level for item 1'), 'Level 2: Pebble Path');

    // An article found by a search.
    await user.click(screen.getByRole('button', { name: 'Add an article' }));
    await user.type(screen.getByLabelText('Search articles for item 2'), 'leaves');
    const choices = within(screen.getByLabelText('Article for item 2')).getAllByRole('option');
    expect(choices.map((o) => o.textContent)).toEqual(['Choose an article', 'Why leaves are green']);
    await user.selectOptions(screen.getByLabelText('Article for item 2'), 'Why leaves are green');

    await user.click(screen.getByRole('button', { name: 'Post note' }));
    expect(await toastArea().findByText('Note posted')).toBeTruthy();
    expect(sent).toEqual({
      text: 'Great reading!',
      practice: [
        { kind: 'game', gameId: 4, level: 2 },
        { kind: 'article', articleId: 9 },
      ],
    });
  });

  it('sets at most three items, and any item can be removed', async () => {
    serveTutorPage();
    const { user } = renderRoute('/teach/sessions/7/note');
    const addGame = await screen.findByRole('button', { name: 'Add a game level' });
    for (const _ of [1, 2, 3]) await user.click(addGame);
    expect(screen.getByRole('button', { name: 'Add a game level' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add an article' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('That is the most practice one note can set.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByText(/^Practice item \d$/).map((e) => e.textContent)).toEqual([
      'Practice item 1',
      'Practice item 2',
    ]);
    expect(screen.getByRole('button', { name: 'Add an article' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s refusal of an item beside that item', async () => {
    serveTutorPage();
    serve(
      'PUT /api/teach/sessions/7/note',
      answer(
        {
          message: 'We could not find that article',
          issues: [{ path: 'practice.0.articleId', message: 'We could not find that article' }],
        },
        400,
      ),
    );
    const { user } = renderRoute('/teach/sessions/7/note');
    await user.type(await screen.findByLabelText('Note for the learner'), 'Well done');
    await user.click(screen.getByRole('button', { name: 'Add an article' }));
    await user.selectOptions(screen.getByLabelText('Article for item 1'), 'Counting stars');
    await user.click(screen.getByRole('button', { name: 'Post note' }));
    expect(await screen.findByText('We could not find that article')).toBeTruthy();
  });

  it('edits a posted note and shows what the learner has done of it', async () => {
    serveTutorPage(aSessionPage({ note: aNote() }));
    renderRoute('/teach/sessions/7/note');
    expect(await screen.findByRole('heading', { name: 'What Remy has done: 1 of 2 done' })).toBeTruthy();
    expect(screen.getByLabelText('Note for the learner')).toHaveProperty('value', 'You read so well today!');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('asks for the lesson to be completed before a note', async () => {
    serveTutorPage(aSessionPage({ status: 'scheduled' }));
    renderRoute('/teach/sessions/7/note');
    expect(await screen.findByText('You can write a note once the lesson is marked completed.')).toBeTruthy();
    expect(screen.queryByLabelText('Note for the learner')).toBeNull();
  });

  it('says a session that is not the tutor’s is not found', async () => {
    serveTutorPage();
    serve('GET /api/teach/sessions/8/note', answer({ message: 'Session not found' }, 404));
    renderRoute('/teach/sessions/8/note');
    await findPageHeading('Session not found');
  });

  it('sends anyone but a tutor home', async () => {
    serve('GET /api/user', answer(aStudent()));
    serve('GET /api/games', answer([trail]));
    serve('GET /api/articles', answer([article]));
    const { location } = renderRoute('/teach/sessions/7/note');
    await expect.poll(() => currentPath(location)).toBe('/');
  });
});
