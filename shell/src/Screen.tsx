import type { RemoteScreens } from '@flow/store';
import { markFirstScreenRendered } from '@flow/ui';
import { allTranslations } from '@flow/i18n';
import { use, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { RemoteArea } from './federation/RemoteArea';
import { normalisePath, ownerOf } from './routes';

/**
 * Rendered beside a screen, inside the same Suspense boundary, so it commits with the screen
 * itself: the moment the header's menus, the toasts and the music wait for before loading, and
 * (a layout effect, before the next paint) the moment the server-drawn picture of it goes.
 */
function MarkRendered() {
  useLayoutEffect(() => markFirstScreenRendered(), []);
  return null;
}

function NotFound() {
  return (
    <RemoteArea<{ default: React.ComponentType }> remote="community" expose="NotFound" onFallback={markFirstScreenRendered}>
      {(mod) => (
        <>
          <mod.default />
          <MarkRendered />
        </>
      )}
    </RemoteArea>
  );
}

/** The home page is drawn with the first screen's words; any other screen waits for all of them. */
const FIRST_SCREEN_PATH = '/';

function WithAllWords({ children }: { children: ReactNode }) {
  use(allTranslations());
  return children;
}

/** Renders the screen of the current path from the remote that owns it. */
export function Screen() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const owner = ownerOf(path);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [path]);

  if (!owner) return <NotFound />;
  return (
    <RemoteArea<{ screens: RemoteScreens }> key={owner} remote={owner} expose="screens" onFallback={markFirstScreenRendered}>
      {({ screens }) => {
        const View = screens[path];
        if (!View) return <NotFound />;
        const screen = (
          <>
            <View />
            <MarkRendered />
          </>
        );
        return path === FIRST_SCREEN_PATH ? screen : <WithAllWords>{screen}</WithAllWords>;
      }}
    </RemoteArea>
  );
}
