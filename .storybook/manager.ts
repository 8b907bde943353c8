import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// Brand the Storybook shell in Flow's colours so reviewers judge components in context.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Flow design system',
    colorPrimary: '#6B3FBF',
    colorSecondary: '#6B3FBF',
    appBg: '#FAF8F5',
    appContentBg: '#FFFFFF',
    appBorderColor: '#E8E2DA',
    appBorderRadius: 10,
    textColor: '#2A2420',
    textMutedColor: '#6B635B',
    barSelectedColor: '#6B3FBF',
    fontBase:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
  }),
});
