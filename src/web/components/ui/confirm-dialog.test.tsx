import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: { pending?: boolean } = {}) {
  const onConfirm = vi.fn();
  const view = renderWithApp(
    <ConfirmDialog
      trigger={<Button>Remove</Button>}
      title="Remove this link?"
      description={<p>This cannot be undone.</p>}
      confirmLabel="Remove link"
      pendingLabel="Removing..."
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { ...view, onConfirm };
}

describe('ConfirmDialog', () => {
  it('asks first, saying what cannot be undone, with Cancel focused so Enter does not confirm', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this link?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    // Focus goes back to the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
  });

  it('confirms with its own button, and Escape closes without confirming', async () => {
    const { user, onConfirm } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Remove link' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('waits while the step runs: both buttons off, the pending label shown', async () => {
    const { user, onConfirm } = renderDialog({ pending: true });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('button', { name: 'Removing...' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
