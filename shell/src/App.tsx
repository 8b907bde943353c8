import { swrDefaults } from '@flow/api-client';
import { useTranslation } from '@flow/i18n';
import { TranslationConsentProvider } from '@flow/store';
import { UiProvider, theme } from '@flow/ui';
import styled from 'styled-components';
import { SWRConfig } from 'swr';
import { Header } from './Header';
import { InstallBanner } from './pwa/InstallBanner';
import { OfflineNotice } from './pwa/OfflineNotice';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { Screen } from './Screen';
import { Dock } from './Dock';
import { DeferredMusicPlayer } from './music/DeferredMusicPlayer';
import { NativeShell } from './native/NativeShell';
import { ToastHost } from './ToastHost';
import { AutoTranslateToggle } from './translation/AutoTranslateToggle';
import { TranslationConsentModal } from './translation/TranslationConsentModal';

const Main = styled.main`
  min-height: calc(100vh - 64px);
  padding-bottom: env(safe-area-inset-bottom);
`;
const Skip = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 16px;
    top: 12px;
    z-index: 100;
    background: ${theme.colors.surface};
    padding: 8px 12px;
    border-radius: 8px;
  }
`;

export function App() {
  const { t } = useTranslation();
  return (
    <UiProvider>
      <SWRConfig value={swrDefaults}>
        <TranslationConsentProvider>
          <NativeShell />
          <Skip href="#content">{t('app.skipToContent')}</Skip>
          <Header />
          <OfflineNotice />
          <Main id="content">
            <Screen />
          </Main>
          <Dock>
            <DeferredMusicPlayer />
            <AutoTranslateToggle />
          </Dock>
          <TranslationConsentModal />
          <ToastHost />
          <UpdatePrompt />
          <InstallBanner />
        </TranslationConsentProvider>
      </SWRConfig>
    </UiProvider>
  );
}
