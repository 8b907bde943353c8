import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { renderWithUi } from './render';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button>Behind</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Choose Your Flow Plan" closeLabel="Close">
        <Button>First</Button>
        <Button>Second</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is modal, has a close button and keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Flow Plan' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Everything behind a modal dialog is out of reach of assistive technology.
    expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with the close button and with Escape, returning focus to the opener', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
