import type { RemoteScreens } from '@flow/store';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { RemoteArea } from './federation/RemoteArea';
import { normalisePath, ownerOf } from './routes';

function NotFound() {
  return (
    <RemoteArea<{ default: React.ComponentType }> remote="community" expose="NotFound">
      {(mod) => <mod.default />}
    </RemoteArea>
  );
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
    <RemoteArea<{ screens: RemoteScreens }> key={owner} remote={owner} expose="screens">
      {({ screens }) => {
        const View = screens[path];
        return View ? <View /> : <NotFound />;
      }}
    </RemoteArea>
  );
}
