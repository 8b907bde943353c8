import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { bridgeEnvironment, detectNativePlatform, enterNativeShell, KEYBOARD_PADDING_PX, paintStatusBar } from './native';

/**
 * The native app's layout (spec 000 §2, §9): safe-area padding on every side, the header's
 * logo hidden (the app's own title and icon carry the name; Home stays in the menu), and 300 px
 * of room below the page while the keyboard is up so the field being typed in can scroll clear.
 */
const NativeStyles = createGlobalStyle`
  /* The header already pads the top inset and the main area the bottom one. */
  html[data-native] body {
    padding-left: env(safe-area-inset-left);
    padding-right: env(safe-area-inset-right);
  }
  html[data-native] [data-native-hide] {
    display: none !important;
  }
  html[data-native] header > div {
    justify-content: flex-end;
  }
  html[data-native][data-keyboard='shown'] body {
    padding-bottom: ${KEYBOARD_PADDING_PX}px;
  }
`;

export function NativeShell() {
  useEffect(() => {
    const platform = detectNativePlatform();
    if (!platform) return;
    const leave = enterNativeShell(platform);
    // Only a real app has a status bar to paint; a browser simulation has none.
    if (bridgeEnvironment().isNativePlatform()) {
      paintStatusBar(platform).catch((err: unknown) => console.warn('Could not colour the status bar', err));
    }
    return leave;
  }, []);
  return <NativeStyles />;
}
