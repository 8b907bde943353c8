import type { Style } from '@capacitor/status-bar';

/** Spec 000 §9: the native app's status bar colour (the brand purple of the welcome banner). */
export const STATUS_BAR_COLOR = '#6b3fbf';
/** Spec 000 §9: bottom padding while the on-screen keyboard is shown. */
export const KEYBOARD_PADDING_PX = 300;
/**
 * `?native=android` (or `ios`) makes a browser behave as the native shell for this tab, so the
 * native layout can be checked and tested without a device; `?native=off` ends it.
 */
export const NATIVE_SIMULATION_KEY = 'flow-native-simulation';

export type NativePlatform = 'android' | 'ios';

export interface NativeEnvironment {
  isNativePlatform(): boolean;
  getPlatform(): string;
}

function simulated(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): NativePlatform | null {
  const asked = new URLSearchParams(search).get('native');
  try {
    if (asked === 'android' || asked === 'ios') storage?.setItem(NATIVE_SIMULATION_KEY, asked);
    if (asked === 'off') storage?.removeItem(NATIVE_SIMULATION_KEY);
    const kept = storage?.getItem(NATIVE_SIMULATION_KEY);
    return kept === 'android' || kept === 'ios' ? kept : null;
  } catch {
    return asked === 'android' || asked === 'ios' ? asked : null;
  }
}

/**
 * The platform, read from what the native app puts on `window` before any script runs: the same
 * reads as Capacitor's own check (`getPlatformId` in @capacitor/core 7), so that a visit in a
 * browser does not download Capacitor (about 3 KB on the first screen) to learn it is not in the
 * app. Capacitor itself loads only inside the app, to paint the status bar.
 */
export function bridgeEnvironment(win: object = typeof window === 'undefined' ? {} : window): NativeEnvironment {
  const w = win as { CapacitorCustomPlatform?: { name?: string } | null; androidBridge?: unknown; webkit?: { messageHandlers?: { bridge?: unknown } } };
  const getPlatform = () => {
    if (w.CapacitorCustomPlatform) return w.CapacitorCustomPlatform.name ?? 'web';
    if (w.androidBridge) return 'android';
    return w.webkit?.messageHandlers?.bridge ? 'ios' : 'web';
  };
  return { getPlatform, isNativePlatform: () => getPlatform() !== 'web' };
}

/** Which native shell this page runs in, through the platform check above (or the simulation). */
export function detectNativePlatform(
  env: NativeEnvironment = bridgeEnvironment(),
  search = typeof location === 'undefined' ? '' : location.search,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
): NativePlatform | null {
  if (env.isNativePlatform()) {
    const platform = env.getPlatform();
    return platform === 'ios' ? 'ios' : 'android';
  }
  return simulated(search, storage);
}

export interface StatusBarLike {
  setBackgroundColor(options: { color: string }): Promise<void>;
  setStyle(options: { style: Style }): Promise<void>;
}

export interface StatusBarModule {
  StatusBar: StatusBarLike;
  Style: { Dark: Style };
}

/**
 * Purple status bar with light icons; iOS has no background colour to set (the page draws under
 * it). The plugin, and Capacitor with it, loads here: only a real app gets this far.
 */
export async function paintStatusBar(
  platform: NativePlatform,
  load: () => Promise<StatusBarModule> = () => import('@capacitor/status-bar'),
): Promise<void> {
  const { StatusBar, Style } = await load();
  await StatusBar.setStyle({ style: Style.Dark });
  if (platform === 'android') await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOR });
}

/**
 * Marks the document as the native shell (the CSS in NativeStyles reads it) and follows the
 * keyboard: Capacitor's Keyboard plugin announces it with `keyboardWillShow` / `keyboardWillHide`
 * events on window, which a simulation can send too. Returns a function that undoes it all.
 */
export function enterNativeShell(platform: NativePlatform, doc: Document = document, win: Window = window): () => void {
  const root = doc.documentElement;
  root.dataset.native = platform;
  const show = () => {
    root.dataset.keyboard = 'shown';
  };
  const hide = () => {
    delete root.dataset.keyboard;
  };
  win.addEventListener('keyboardWillShow', show);
  win.addEventListener('keyboardWillHide', hide);
  // Inside the app the theme colour is the status bar's; in a simulation it shows in the tab strip.
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const previous = meta?.content ?? null;
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = STATUS_BAR_COLOR;
  return () => {
    win.removeEventListener('keyboardWillShow', show);
    win.removeEventListener('keyboardWillHide', hide);
    delete root.dataset.native;
    hide();
    if (meta && previous !== null) meta.content = previous;
  };
}
