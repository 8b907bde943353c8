import { act, fireEvent, screen } from '@testing-library/react';
import { Button } from '../components/Button';
import { Dialog, loadDialog } from '../deferred/Dialog';
import { loadTooltip, Tooltip } from '../deferred/Tooltip';
import { renderWithUi } from './render';

/**
 * The loaded component replaces a stand-in trigger's element. If that happened between the press
 * and its click, the click would go to an element no longer in the page and be lost: the person
 * clicks "Remove" and nothing opens. Each test is the first to load its module in this file.
 */
describe('a stand-in trigger pressed while its module arrives', () => {
  it('a dialog still opens from that click', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(
      <Dialog title="Remove this item?" closeLabel="Close" onOpenChange={onOpenChange} trigger={<Button>Remove</Button>}>
        <p>It will not be shown again.</p>
      </Dialog>,
    );
    const pressed = screen.getByRole('button', { name: 'Remove' });
    expect(loadDialog.loaded()).toBeNull();
    fireEvent.pointerDown(pressed);
    fireEvent.mouseDown(pressed);
    act(() => pressed.focus());
    await act(async () => {
      await loadDialog();
    });
    fireEvent.pointerUp(pressed);
    fireEvent.mouseUp(pressed);
    fireEvent.click(pressed);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Remove this item?' })).toHaveTextContent('It will not be shown again.');
  });

  it('a button with a tooltip still gets that click, and the tooltip arrives after it', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Tooltip content="Give a heart">
        <Button onClick={onClick}>Heart</Button>
      </Tooltip>,
    );
    const pressed = screen.getByRole('button', { name: 'Heart' });
    expect(loadTooltip.loaded()).toBeNull();
    fireEvent.pointerDown(pressed);
    act(() => pressed.focus());
    await act(async () => {
      await loadTooltip();
    });
    expect(screen.getByRole('button', { name: 'Heart' })).toBe(pressed);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Once the press is over, Radix's trigger takes the stand-in's place.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('button', { name: 'Heart' })).toHaveAttribute('data-state');
  });
});
