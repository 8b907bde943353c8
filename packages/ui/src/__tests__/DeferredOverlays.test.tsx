import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '../components/Button';
import { Dialog } from '../deferred/Dialog';
import { Toaster } from '../deferred/Toaster';
import { Tooltip } from '../deferred/Tooltip';
import { renderWithUi } from './render';

describe('Toaster, deferred', () => {
  it('shows the named notifications region at once, before Radix has loaded', () => {
    renderWithUi(<Toaster toasts={[]} onOpenChange={() => {}} closeLabel="Close" regionLabel="Notifications" />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('ol')).toBeInTheDocument();
  });

  it('loads Radix as soon as a toast is raised and shows it, closable', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <Toaster toasts={[{ id: 't1', title: 'Verse copied to clipboard!', open: true }]} onOpenChange={onOpenChange} closeLabel="Close" regionLabel="Notifications" />,
    );
    expect(await screen.findByText('Verse copied to clipboard!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith('t1', false);
  });
});

describe('Tooltip, deferred', () => {
  it('renders the trigger as it is and loads the tooltip when the trigger is focused', async () => {
    const onFocus = jest.fn();
    renderWithUi(
      <Tooltip content="Copy the verse">
        <Button onFocus={onFocus}>Copy</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Copy' });
    expect(trigger).not.toHaveAttribute('data-state');
    act(() => trigger.focus());
    // The trigger's own handler still runs.
    expect(onFocus).toHaveBeenCalled();
    // Radix's trigger marks its state once the tooltip has replaced the plain trigger.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state'));
  });
});

describe('Dialog, deferred', () => {
  it('renders nothing while closed without a trigger', () => {
    const { container } = renderWithUi(<Dialog open={false} title="Report" closeLabel="Close" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows its trigger with the ARIA state of a dialog trigger, and opens once loaded when used', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <Dialog title="Report this post" closeLabel="Close" onOpenChange={onOpenChange} trigger={<button type="button">Report</button>}>
        <p>Why?</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Report' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    expect(dialog).toHaveTextContent('Why?');
  });

  it('opens a controlled dialog as soon as it is loaded', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Start
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Consent" closeLabel="Close" />
        </>
      );
    }
    renderWithUi(<Controlled />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Consent' })).toBeInTheDocument();
  });
});
