import type { RemoteName } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, Skeleton, Stack, theme } from '@flow/ui';
import { Component, startTransition, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { loadRemoteModule, resetRemote } from './runtime';

const Notice = styled(Card)`
  padding: ${theme.spacing[6]};
  text-align: center;
  max-width: 560px;
  margin: ${theme.spacing[6]} auto;
`;

/** The short, localized notice shown where a remote should be. */
export function RemoteFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice role="status" data-testid="remote-fallback">
      <Stack gap={3} align="center">
        <strong>{t('remote.unavailableTitle')}</strong>
        <span>{t('remote.unavailableText')}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        )}
      </Stack>
    </Notice>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-busy="true" aria-label={t('remote.loading')} style={{ padding: 24 }}>
      <Skeleton height={28} width={'40%'} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  remote: string;
}
/** A remote that throws while rendering must not take the page down. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[flow] remote ${this.props.remote} failed while rendering`, error, info.componentStack);
  }
  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed' };

/**
 * Mounts one exposed module of a remote inside an error boundary and suspense, with the
 * localized fallback and a retry. Every remote in the shell goes through this one factory.
 */
export function RemoteArea<T>({
  remote,
  expose,
  children,
  onFallback,
}: {
  remote: RemoteName;
  expose: string;
  children: (module: T) => ReactNode;
  /** Called when the fallback shows instead of the remote's part. */
  onFallback?: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule<T>(remote, expose).then(
      // A transition: the remote's part renders in slices that leave the page responsive (a
      // plain update would render it in one long task).
      (module) => live && startTransition(() => setState({ status: 'ready', module })),
      (error: unknown) => {
        console.warn(`[flow] remote ${remote}/${expose} unavailable`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, expose, attempt]);

  useEffect(() => {
    if (state.status === 'failed') onFallback?.();
  }, [state.status, onFallback]);

  const retry = () => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  };

  if (state.status === 'loading') return <RemoteLoading />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>{children(state.module)}</Suspense>
    </RemoteBoundary>
  );
}
