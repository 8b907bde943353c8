import { Capacitor } from '@capacitor/core';
import { StatusBar, Style } from '@capacitor/status-bar';

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

/** Which native shell this page runs in, through Capacitor's platform check (or the simulation). */
export function detectNativePlatform(
  env: NativeEnvironment = Capacitor,
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

/** Purple status bar with light icons; iOS has no background colour to set (the page draws under it). */
export async function paintStatusBar(platform: NativePlatform, statusBar: StatusBarLike = StatusBar): Promise<void> {
  await statusBar.setStyle({ style: Style.Dark });
  if (platform === 'android') await statusBar.setBackgroundColor({ color: STATUS_BAR_COLOR });
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
