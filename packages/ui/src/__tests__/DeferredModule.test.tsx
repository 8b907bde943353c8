import { act, render, screen } from '@testing-library/react';
import { markFirstScreenRendered } from '../deferred/firstScreen';
import { memoizedImport, useDeferredModule, type DeferredModuleOptions } from '../deferred/useDeferredModule';

function Probe({ loader, options }: { loader: () => Promise<{ label: string }>; options?: DeferredModuleOptions }) {
  const { module, request } = useDeferredModule(loader, options);
  return (
    <button type="button" onFocus={request}>
      {module ? module.label : 'stand-in'}
    </button>
  );
}

describe('useDeferredModule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // Past the first screen's settle and the queue's own idle moment (jsdom has no
  // requestIdleCallback: each idle moment is a short timer).
  const pastTheFirstScreen = () => act(() => jest.advanceTimersByTimeAsync(3_000));

  it('loads in the background once the first screen has settled, by default', async () => {
    const load = jest.fn(async () => ({ label: 'loaded' }));
    render(<Probe loader={memoizedImport(load)} />);
    markFirstScreenRendered();
    await pastTheFirstScreen();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('loaded');
  });

  it('with inBackground false, loads only when asked for, however long the page stays', async () => {
    const load = jest.fn(async () => ({ label: 'loaded' }));
    render(<Probe loader={memoizedImport(load)} options={{ inBackground: false }} />);
    markFirstScreenRendered();
    await pastTheFirstScreen();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toHaveTextContent('stand-in');
    await act(async () => screen.getByRole('button').focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('loaded');
  });
});
