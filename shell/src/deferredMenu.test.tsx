import { memoizedImport } from '@flow/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef, useEffect, useRef } from 'react';
import { useDeferredMenu, type LoadedMenuProps } from './deferredMenu';

const seen: LoadedMenuProps[] = [];
/** Stands for a Radix menu: the same button, and what it was told. */
function FakeMenu(props: LoadedMenuProps) {
  seen.push(props);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.focusTrigger) ref.current?.focus();
  }, [props.focusTrigger]);
  return <Trigger ref={ref} data-loaded="yes" aria-expanded={props.defaultOpen} />;
}
const Trigger = forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(function Trigger(props, ref) {
  return <button ref={ref} {...props}>Menu</button>;
});

function Host({ loader }: { loader: () => Promise<{ FakeMenu: typeof FakeMenu }> }) {
  const { module, menuProps, triggerProps } = useDeferredMenu(loader);
  if (module) return <module.FakeMenu {...menuProps} />;
  return <Trigger {...triggerProps} />;
}

const deferred = () => {
  let resolve!: (m: { FakeMenu: typeof FakeMenu }) => void;
  const promise = new Promise<{ FakeMenu: typeof FakeMenu }>((r) => (resolve = r));
  const load = jest.fn(() => promise);
  return { loader: memoizedImport(load), load, resolve };
};

beforeEach(() => {
  seen.length = 0;
});

describe('a header menu loaded after the first screen', () => {
  it('shows a stand-in with the menu button\'s ARIA state, and loads nothing before it is needed', () => {
    const { loader, load } = deferred();
    render(<Host loader={loader} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('type', 'button');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads when pointed at, without opening', async () => {
    const { loader, load, resolve } = deferred();
    render(<Host loader={loader} />);
    fireEvent.pointerEnter(screen.getByRole('button'));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ FakeMenu }));
    expect(screen.getByRole('button')).toHaveAttribute('data-loaded', 'yes');
    expect(seen.at(-1)).toEqual({ defaultOpen: false, focusTrigger: false });
  });

  it('opens at once when the stand-in was activated before the menu arrived', async () => {
    const { loader, resolve } = deferred();
    render(<Host loader={loader} />);
    fireEvent.click(screen.getByRole('button'));
    await act(async () => resolve({ FakeMenu }));
    expect(seen.at(-1)?.defaultOpen).toBe(true);
  });

  it('hands the focus to the real trigger when the stand-in had it', async () => {
    const { loader, resolve } = deferred();
    render(<Host loader={loader} />);
    act(() => screen.getByRole('button').focus());
    await act(async () => resolve({ FakeMenu }));
    expect(document.activeElement).toHaveAttribute('data-loaded', 'yes');
  });

  it('keeps the stand-in when the chunk fails, and tries again on the next use', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ FakeMenu });
    render(<Host loader={memoizedImport(load)} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).not.toHaveAttribute('data-loaded');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).toHaveAttribute('data-loaded', 'yes');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens from a press the menu arrived in the middle of (pointer down, menu loaded, then the click)', async () => {
    const { loader, resolve } = deferred();
    render(<Host loader={loader} />);
    const pressed = screen.getByRole('button');
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    fireEvent.mouseDown(pressed);
    // The press moves the focus, blurring whatever had it: that does not end the press.
    act(() => pressed.focus());
    await act(async () => resolve({ FakeMenu }));
    expect(screen.getByRole('button')).toBe(pressed);
    fireEvent.pointerUp(pressed);
    fireEvent.mouseUp(pressed);
    fireEvent.click(pressed);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getByRole('button')).toHaveAttribute('data-loaded', 'yes');
    expect(seen.at(-1)?.defaultOpen).toBe(true);
  });

  it('opens with the down arrow, as the real trigger does', async () => {
    const { loader, resolve } = deferred();
    render(<Host loader={loader} />);
    const button = screen.getByRole('button');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyUp(button, { key: 'ArrowDown' });
    await act(async () => resolve({ FakeMenu }));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(seen.at(-1)?.defaultOpen).toBe(true);
  });
});
