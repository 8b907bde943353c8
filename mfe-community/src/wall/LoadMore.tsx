import { useTranslation } from '@flow/i18n';
import { Button, Stack, theme } from '@flow/ui';
import styled from 'styled-components';

/**
 * idle: more can be loaded; loading: a page is on its way; loaded: a page just arrived;
 * failed: the last attempt failed (the button tries again); end: nothing older is left.
 */
export type LoadMoreState = 'idle' | 'loading' | 'loaded' | 'failed' | 'end';

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/**
 * "Load more" under the wall: a real button, so it works from the keyboard, and a polite status
 * line that tells screen-reader users when more posts arrived (or did not). While a page loads,
 * the button stays focusable (aria-disabled, not disabled) so keyboard focus is not lost.
 */
export function LoadMore({
  state,
  onLoadMore,
  of = 'wall',
}: {
  state: LoadMoreState;
  onLoadMore: () => void;
  /** Whose texts: the posts wall ('wall') or the prayer wall ('prayer'), both on the home page. */
  of?: 'wall' | 'prayer';
}) {
  const { t } = useTranslation();
  const statusId = `${of}-load-more-status`;
  const message =
    state === 'loading'
      ? t(`${of}.loadingMore`)
      : state === 'loaded'
        ? t(`${of}.moreLoaded`)
        : state === 'failed'
          ? t(`${of}.loadMoreFailed`)
          : state === 'end'
            ? t(`${of}.endOfWall`)
            : '';
  return (
    <Stack gap={2} align="center">
      {state !== 'end' && (
        <Button
          variant="outline"
          aria-disabled={state === 'loading'}
          aria-describedby={statusId}
          onClick={() => {
            if (state !== 'loading') onLoadMore();
          }}
        >
          {state === 'loading' ? t(`${of}.loadingMore`) : t(`${of}.loadMore`)}
        </Button>
      )}
      <Status id={statusId} role="status" aria-live="polite">
        {message}
      </Status>
    </Stack>
  );
}
