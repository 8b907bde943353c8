import { render } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { inNewTask, readInOwnTask } from './swr';

function Reader({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('/api/stats', fetcher);
  return <p>{data ?? 'loading'}</p>;
}

describe('readInOwnTask', () => {
  it('starts a read after the commit that mounts its hook, not inside it', async () => {
    const fetcher = jest.fn(() => Promise.resolve('ready'));
    const { findByText } = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, use: [readInOwnTask] }}>
        <Reader fetcher={fetcher} />
      </SWRConfig>,
    );
    // render() has committed and run the layout effects, where SWR starts its first read.
    expect(fetcher).not.toHaveBeenCalled();
    expect(await findByText('ready')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('still reports a failed read as the hook error', async () => {
    function Failing() {
      const { error } = useSWR('/api/broken', () => Promise.reject(new Error('503: down')));
      return <p>{error ? error.message : 'loading'}</p>;
    }
    const { findByText } = render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, use: [readInOwnTask] }}>
        <Failing />
      </SWRConfig>,
    );
    expect(await findByText('503: down')).toBeTruthy();
  });
});

describe('inNewTask', () => {
  it('resolves after pending microtasks, in a later task', async () => {
    const order: string[] = [];
    const task = inNewTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await task;
    expect(order).toEqual(['microtask', 'task']);
  });
});
