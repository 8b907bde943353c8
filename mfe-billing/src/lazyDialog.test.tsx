import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { lazyDialog } from './lazyDialog';

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => act(() => toastStore.setState({ toasts: [] })));

function Shown({ open }: { open: boolean; onOpenChange(open: boolean): void }) {
  return open ? <div role="dialog">the dialog</div> : <p>closed but mounted</p>;
}

function Page({ Dialog }: { Dialog: ReturnType<typeof lazyDialog> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

it('loads nothing until the dialog first opens, then stays mounted after it closes', async () => {
  const load = jest.fn(async () => Shown);
  const Dialog = lazyDialog(load);
  const { rerender } = render(<Dialog open={false} onOpenChange={() => undefined} />);
  expect(load).not.toHaveBeenCalled();
  rerender(<Dialog open onOpenChange={() => undefined} />);
  expect(await screen.findByRole('dialog')).toHaveTextContent('the dialog');
  rerender(<Dialog open={false} onOpenChange={() => undefined} />);
  expect(screen.getByText('closed but mounted')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tells the person when the code cannot be fetched, counts the dialog as closed, and tries again on the next press', async () => {
  const load = jest.fn<Promise<typeof Shown>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(Shown);
  const Dialog = lazyDialog(load);
  render(<Page Dialog={Dialog} />);
  act(() => screen.getByRole('button', { name: 'open' }).click());
  await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe('This part of Flow is resting for a moment'));
  expect(screen.getByTestId('state')).toHaveTextContent('closed');
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => screen.getByRole('button', { name: 'open' }).click());
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
