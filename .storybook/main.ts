import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const configDir = dirname(fileURLToPath(import.meta.url));

const storyGlobs = [
  '../packages/*/src/**/*.stories.@(ts|tsx)',
  '../shell/src/**/*.stories.@(ts|tsx)',
  '../mfe-*/src/**/*.stories.@(ts|tsx)',
];

// A glob whose folder does not exist yet (a remote not created, an empty shell) must not break
// the build, so keep only globs whose fixed directory part matches at least one real folder.
function globHasFolder(glob: string): boolean {
  const dirPart = glob.slice(0, glob.indexOf('/**'));
  const segments = dirPart.split('/');
  let candidates = [configDir];
  for (const segment of segments) {
    if (!segment.includes('*')) {
      candidates = candidates.map((dir) => resolve(dir, segment));
    } else {
      const pattern = new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      candidates = candidates.flatMap((dir) =>
        existsSync(dir)
          ? readdirSync(dir, { withFileTypes: true })
              .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && pattern.test(entry.name))
              .map((entry) => join(dir, entry.name))
          : [],
      );
    }
  }
  return candidates.some((dir) => existsSync(dir));
}

// The Flow mark as an inline favicon: nothing to fetch, and no 404 for /favicon.ico.
const favicon =
  '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="14" fill="#6B3FBF"/>' +
      '<path d="M9.7 38.5c3.2-2.4 6.4-2.4 9.6 0s6.4 2.4 9.6 0 6.4-2.4 9.6 0" stroke="#fff" stroke-width="2.6" fill="none" stroke-linecap="round"/>' +
      '<circle cx="33.8" cy="17.7" r="4" fill="#fff"/><path fill="#fff" d="M36.8 20.2c-.6 6.4-6 11-13.6 11.6-6 .5-11.2-.8-16.4-3.6l5.4-1.6-3.6-3.2c5.2.6 9.6-.2 13.4-2.8 3.8-2.6 8-3.2 14.8-.4zM26.4 21.6C25.8 14.6 21.8 8.8 14.2 5.2c.8 2.2 1 4.2.8 6-1.8-1.2-3.8-2-6-2.2 2.6 2.6 4.2 5.2 4.8 8-1.8-.4-3.6-.4-5.4 0 5.6 2.4 11 4.4 18 4.6z"/></svg>',
  ) +
  '">';

const config: StorybookConfig = {
  stories: storyGlobs.filter(globHasFolder),
  addons: [],
  framework: {
    name: 'storybook-react-rsbuild',
    options: {
      builder: {
        // Our own config file, so a future root rsbuild.config (e.g. with Module Federation)
        // is never picked up by Storybook.
        rsbuildConfigPath: join(configDir, 'rsbuild.config.ts'),
      },
    },
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  managerHead: (head) => `${head ?? ''}${favicon}`,
  previewHead: (head) => `${head ?? ''}${favicon}`,
  typescript: {
    // Docgen parses every component on each build; the stories declare their own controls.
    reactDocgen: false,
    check: false,
  },
};

export default config;
