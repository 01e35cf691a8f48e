import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { AdminItemList } from './admin-item-list.tsx';

const tutor = (id: number, name: string) => ({
  id,
  name,
  imageUrl: null,
  bio: 'Patient and kind with every learner.',
  subjects: 'Mathematics',
  gradeLevel: 'All Grades',
  sessionType: 'One-on-One Tutoring',
  availability: [],
  timeZone: 'America/New_York',
  hours: null,
  rating: 4.5,
  ratingCount: 3,
});
const page = (items: ReturnType<typeof tutor>[], total: number) => ({
  ...answer(items),
  headers: { 'x-total-count': String(total) },
});

const noop = () => {};

/** The list under a search box, as the dashboard has it. */
function Harness() {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <AdminItemList kind="tutors" search={search} onEdit={noop} onDelete={noop} />
    </>
  );
}

function renderList() {
  const view = renderWithApp(<Harness />);
  return { ...view, search: (text: string) => view.user.type(screen.getByLabelText('Search'), text) };
}

describe('the admin list', () => {
  it('loads 5,000 tutors a page at a time and asks the server to search what is not loaded', async () => {
    const first = Array.from({ length: 50 }, (_, i) => tutor(5000 - i, `Tutor ${5000 - i}`));
    serve('GET /api/admin/tutors', ({ url }) =>
      url.searchParams.get('q') === 'zara' ? page([tutor(7, 'Zara Quinn')], 1) : page(first, 5000),
    );
    const view = renderList();
    await screen.findByText('Tutor 5000');
    screen.getByRole('button', { name: 'Show more (50 of 5000)' });

    await view.search('Zara');
    await screen.findByText('Zara Quinn');
    expect(requests).toContain('GET /api/admin/tutors?q=zara&limit=50&offset=0');
  });

  it('filters on the client when everything is loaded, and says when nothing matches', async () => {
    serve('GET /api/admin/tutors', page([tutor(1, 'Ada Stone'), tutor(2, 'Ben Ray')], 2));
    const view = renderList();
    await screen.findByText('Ada Stone');
    await view.search('ben');
    expect(screen.queryByText('Ada Stone')).toBeNull();
    screen.getByText('Ben Ray');
    await view.search('nobody');
    screen.getByText('No tutors match your search');
    await new Promise((r) => setTimeout(r, 400));
    expect(requests.filter((r) => r.includes('q='))).toEqual([]);
  });

  it('shows a spinner while loading and says when there are none', async () => {
    serve('GET /api/admin/tutors', page([], 0));
    renderList();
    screen.getByRole('status');
    await screen.findByText('No tutors available');
  });
});
