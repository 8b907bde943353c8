import type { CapacitorConfig } from '@capacitor/cli';

// The same built shell, packaged as the Android and iOS apps (see docs/native.md). The API and the
// remotes are reached at FLOW_NATIVE_SERVER_URL when set (a deployed Flow); otherwise the app
// serves the bundled shell and talks to the origin it was built for.
const serverUrl = process.env.FLOW_NATIVE_SERVER_URL;

const config: CapacitorConfig = {
  appId: 'app.flow.community',
  appName: 'Flow',
  webDir: 'dist',
  ...(serverUrl ? { server: { url: serverUrl, cleartext: serverUrl.startsWith('http://') } } : {}),
  plugins: {
    // Spec 000 §9: purple status bar.
    StatusBar: { backgroundColor: '#6b3fbf', style: 'DARK', overlaysWebView: false },
    // The page keeps its size; the shell adds 300 px of bottom padding while the keyboard shows.
    Keyboard: { resize: 'none' },
  },
};

export default config;
