import { memoizedImport, useDeferredModule } from '@flow/ui';

const loadMusicPlayer = memoizedImport(() => import('./MusicPlayer'));

/**
 * The music player's code loads once the first screen has settled; the player shows nothing
 * before its track list is there anyway, and the dock holds no place for it.
 */
export function DeferredMusicPlayer() {
  const { module } = useDeferredModule(loadMusicPlayer);
  return module ? <module.MusicPlayer /> : null;
}
