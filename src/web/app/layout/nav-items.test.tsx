import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { aStudent } from '#web/test/users.ts';
import { NavItems } from './nav-items.tsx';

describe('the header menu', () => {
  it('shows Teach to a tutor only', () => {
    const tutor = renderWithApp(<NavItems user={aStudent({ userType: 'tutor', tutorId: 4 })} />);
    expect(screen.getByRole('link', { name: 'Teach' }).getAttribute('href')).toBe('/teach');
    tutor.unmount();
    renderWithApp(<NavItems user={aStudent()} />);
    expect(screen.queryByRole('link', { name: 'Teach' })).toBeNull();
  });
});
