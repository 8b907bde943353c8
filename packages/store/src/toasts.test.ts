import { TOAST_REMOVE_DELAY, toast, toastStore } from './toasts';

describe('toast store (spec 000 §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('keeps only one toast visible at a time, newest first', () => {
    toast({ title: 'first' });
    toast({ title: 'second' });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0].title).toBe('second');
  });

  it('closes a dismissed toast and removes it after the removal delay', () => {
    const id = toast({ title: 'bye' });
    toastStore.getState().dismiss(id);
    expect(toastStore.getState().toasts[0].open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });
});
