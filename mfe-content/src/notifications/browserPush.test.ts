import { NOTIFICATION_SETTINGS_KEY } from '@flow/contracts';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from './browserPush';

describe('notification settings kept in the browser (spec 001 §3, §9)', () => {
  afterEach(() => localStorage.clear());

  it('are off at 08:00 until chosen', () => {
    expect(DEFAULT_SETTINGS).toEqual({ enabled: false, time: '08:00' });
    expect(loadSettings()).toEqual({ enabled: false, time: '08:00' });
  });

  it('round-trip through local storage', () => {
    saveSettings({ enabled: true, time: '21:15' });
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY)!)).toEqual({ enabled: true, time: '21:15' });
    expect(loadSettings()).toEqual({ enabled: true, time: '21:15' });
  });

  it('fall back to the defaults for anything unreadable', () => {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ enabled: 'yes', time: 'noon' }));
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
