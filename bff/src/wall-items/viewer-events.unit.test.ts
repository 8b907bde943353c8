/** @jest-environment node */
import { MemoryCache } from '../platform/cache/memory';
import { createLogger } from '../platform/logger';
import { VIEWER_CHANNEL, createViewerEvents, viewerKey, type ViewerChange } from './viewer-events';

describe('viewer events', () => {
  it('tells this instance at once and the others through the cache, without anyone’s id', async () => {
    const cache = new MemoryCache();
    const events = createViewerEvents(cache, createLogger('silent'));
    const local: ViewerChange[] = [];
    events.onChange((change) => local.push(change));
    const sent: string[] = [];
    await cache.subscribe(VIEWER_CHANNEL, (message) => sent.push(message));

    events.viewerChanged('anon_abc123');
    events.prayedFor('post', 'p1');
    // Synchronous here, before the writer's answer goes out.
    expect(local).toEqual([
      { kind: 'viewer', viewer: viewerKey('anon_abc123') },
      { kind: 'prayed', itemType: 'post', id: 'p1' },
    ]);
    await new Promise((r) => setImmediate(r));
    expect(sent).toHaveLength(2);
    expect(sent.join()).not.toContain('anon_abc123');
    await cache.close();
  });

  it('passes on what another instance sent, and ignores anything malformed', () => {
    const events = createViewerEvents(new MemoryCache(), createLogger('silent'));
    const heard: ViewerChange[] = [];
    events.onChange((change) => heard.push(change));
    events.receive(JSON.stringify({ kind: 'viewer', viewer: viewerKey('anon_x') }));
    events.receive('not json');
    events.receive(JSON.stringify({ kind: 'prayed', itemType: 'hearts', id: 'p1' }));
    events.receive(JSON.stringify({ kind: 'viewer', viewer: 'x'.repeat(65) }));
    expect(heard).toEqual([{ kind: 'viewer', viewer: viewerKey('anon_x') }]);
  });

  it('gives each identity its own key', () => {
    expect(viewerKey('anon_a')).not.toBe(viewerKey('anon_b'));
    expect(viewerKey('anon_a')).toBe(viewerKey('anon_a'));
  });
});
