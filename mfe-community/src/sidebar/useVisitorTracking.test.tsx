import { renderHook, waitFor } from '@testing-library/react';
import * as api from '../home/api';
import { staleLists } from '../wall/useWallEvents';
import { useVisitorTracking, VISITOR_TRACKED_AT_KEY, VISITOR_TRACKING_INTERVAL_MS } from './useVisitorTracking';

jest.mock('../home/api', () => ({ trackVisit: jest.fn() }));
const trackVisit = api.trackVisit as jest.MockedFunction<typeof api.trackVisit>;

beforeEach(() => {
  sessionStorage.clear();
  trackVisit.mockReset();
});

describe('visitor tracking (spec 000 §4, §9)', () => {
  it('tracks once, then not again within 30 minutes', async () => {
    trackVisit.mockResolvedValue({ country: null, countryCode: null });
    const onTracked = jest.fn();
    const first = renderHook(() => useVisitorTracking(onTracked));
    await waitFor(() => expect(onTracked).toHaveBeenCalledTimes(1));
    first.unmount();
    renderHook(() => useVisitorTracking(onTracked));
    await new Promise((r) => setTimeout(r, 20));
    expect(trackVisit).toHaveBeenCalledTimes(1);
  });

  it('tracks again after 30 minutes', async () => {
    trackVisit.mockResolvedValue({ country: null, countryCode: null });
    sessionStorage.setItem(VISITOR_TRACKED_AT_KEY, String(Date.now() - VISITOR_TRACKING_INTERVAL_MS - 1));
    renderHook(() => useVisitorTracking());
    await waitFor(() => expect(trackVisit).toHaveBeenCalledTimes(1));
  });

  it('ignores a failed lookup silently', async () => {
    trackVisit.mockRejectedValue(new Error('500: down'));
    const onTracked = jest.fn();
    renderHook(() => useVisitorTracking(onTracked));
    await waitFor(() => expect(trackVisit).toHaveBeenCalled());
    expect(onTracked).not.toHaveBeenCalled();
  });
});

describe('which lists a wall event refreshes', () => {
  it.each([
    ['post_created', undefined, ['posts']],
    ['prayer_request_created', undefined, ['prayers']],
    ['prayer_wall_cleared', undefined, ['prayers']],
    ['item_hidden', 'response', ['posts']],
    ['item_hidden', 'prayer_response', ['prayers']],
    ['ai_response_ready', 'prayer_request', ['prayers']],
    ['ai_response_ready', 'post', ['posts']],
    ['something_new', undefined, ['posts', 'prayers']],
  ])('%s (%s)', (type, itemType, lists) => {
    expect(staleLists(type, itemType)).toEqual(lists);
  });
});
