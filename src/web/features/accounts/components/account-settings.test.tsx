import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { aStudent } from '#web/test/users.ts';
import { AccountSettings } from './account-settings.tsx';

describe('AccountSettings', () => {
  it('offers a student of 13 or over the switch to a parent account', () => {
    renderWithApp(<AccountSettings user={aStudent()} />);
    expect(screen.getByRole('button', { name: 'Switch to Parent Account' })).toBeTruthy();
  });

  it('offers a child under 13 no switch, consent given or waiting', () => {
    for (const consent of ['given', 'pending'] as const) {
      const { unmount } = renderWithApp(<AccountSettings user={aStudent({ email: null, consent })} />);
      expect(screen.queryByRole('button', { name: 'Switch to Parent Account' })).toBeNull();
      unmount();
    }
  });
});
