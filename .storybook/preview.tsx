import type { Preview } from '@storybook/react';
import { changeLanguage, initI18n, languages } from '@flow/i18n';
import { TranslationConsentProvider } from '@flow/store';
import { markFirstScreenRendered, UiProvider } from '@flow/ui';

// A story is its own first screen: parts deferred until after it (menus, toasts, tooltips) load
// at the first idle moment instead of waiting for a page that never comes.
markFirstScreenRendered();

const preview: Preview = {
  // Screens read every text through i18n; the toolbar switches among the nine languages.
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: languages.map((l) => ({ value: l.code, title: `${l.flag} ${l.nativeName}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    async ({ globals }) => {
      await initI18n({ language: 'en' });
      await changeLanguage(String(globals.locale ?? 'en'), { persist: false });
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <UiProvider>
        <TranslationConsentProvider>
          <Story />
        </TranslationConsentProvider>
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
