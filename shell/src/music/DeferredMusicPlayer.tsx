import { memoizedImport, useDeferredModule } from '@flow/ui';

const loadMusicPlayer = memoizedImport(() => import('./MusicPlayer'));

/**
 * The music player's code loads once the first screen has settled (its track list, on the first
 * press); the dock holds no place for it.
 */
export function DeferredMusicPlayer() {
  const { module } = useDeferredModule(loadMusicPlayer);
  return module ? <module.MusicPlayer /> : null;
}
