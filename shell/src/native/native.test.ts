import { Style } from '@capacitor/status-bar';
import { bridgeEnvironment, detectNativePlatform, enterNativeShell, paintStatusBar, STATUS_BAR_COLOR } from './native';

const web = { isNativePlatform: () => false, getPlatform: () => 'web' };
const app = (platform: string) => ({ isNativePlatform: () => true, getPlatform: () => platform });

describe('native shell detection', () => {
  beforeEach(() => sessionStorage.clear());

  it('follows Capacitor\'s platform check', () => {
    expect(detectNativePlatform(app('android'), '', sessionStorage)).toBe('android');
    expect(detectNativePlatform(app('ios'), '', sessionStorage)).toBe('ios');
    expect(detectNativePlatform(web, '', sessionStorage)).toBeNull();
  });

  it('reads the platform from what the app puts on window, as Capacitor does, without loading it', () => {
    expect(bridgeEnvironment({ androidBridge: {} }).getPlatform()).toBe('android');
    expect(bridgeEnvironment({ webkit: { messageHandlers: { bridge: {} } } }).getPlatform()).toBe('ios');
    expect(bridgeEnvironment({ CapacitorCustomPlatform: { name: 'electron' } }).isNativePlatform()).toBe(true);
    // A browser: Safari has webkit.messageHandlers without Capacitor's bridge.
    expect(bridgeEnvironment({ webkit: { messageHandlers: {} } }).isNativePlatform()).toBe(false);
    expect(bridgeEnvironment(window).getPlatform()).toBe('web');
    expect(detectNativePlatform(bridgeEnvironment({ androidBridge: {} }), '', sessionStorage)).toBe('android');
  });

  it('can be simulated in a browser for the tab, and ended', () => {
    expect(detectNativePlatform(web, '?native=ios', sessionStorage)).toBe('ios');
    expect(detectNativePlatform(web, '', sessionStorage)).toBe('ios');
    expect(detectNativePlatform(web, '?native=off', sessionStorage)).toBeNull();
    expect(detectNativePlatform(web, '?native=windows', sessionStorage)).toBeNull();
  });
});

describe('entering the native shell', () => {
  it('marks the page, follows the keyboard and colours the theme, and undoes it', () => {
    const leave = enterNativeShell('android');
    const root = document.documentElement;
    expect(root.dataset.native).toBe('android');
    window.dispatchEvent(new Event('keyboardWillShow'));
    expect(root.dataset.keyboard).toBe('shown');
    window.dispatchEvent(new Event('keyboardWillHide'));
    expect(root.dataset.keyboard).toBeUndefined();
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe(STATUS_BAR_COLOR);
    leave();
    expect(root.dataset.native).toBeUndefined();
    window.dispatchEvent(new Event('keyboardWillShow'));
    expect(root.dataset.keyboard).toBeUndefined();
  });

  it('paints the Android status bar purple with light icons; on iOS only the style', async () => {
    const calls: unknown[] = [];
    const bar = {
      setBackgroundColor: async (o: { color: string }) => void calls.push(['color', o.color]),
      setStyle: async (o: { style: Style }) => void calls.push(['style', o.style]),
    };
    const load = async () => ({ StatusBar: bar, Style });
    await paintStatusBar('android', load);
    expect(calls).toEqual([['style', Style.Dark], ['color', '#6b3fbf']]);
    calls.length = 0;
    await paintStatusBar('ios', load);
    expect(calls).toEqual([['style', Style.Dark]]);
  });
});
