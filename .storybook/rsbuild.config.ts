import { defineConfig } from '@rsbuild/core';

// Storybook's own Rsbuild config. It is deliberately separate from the apps' rspack configs so
// that Storybook never loads Module Federation: stories import components directly.
export default defineConfig({
  tools: {
    swc: {
      jsc: {
        // Rsbuild leaves JSX in classic mode unless @rsbuild/plugin-react is used; the repo
        // compiles with the automatic runtime (tsconfig "jsx": "react-jsx"), so match it here.
        transform: {
          react: { runtime: 'automatic', development: false, refresh: false },
        },
      },
    },
  },
  performance: {
    // Keeps `storybook build` quiet and fast; bundle size reports are not useful for stories.
    printFileSize: false,
  },
});
