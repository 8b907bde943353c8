import type { ChatMessageMetadata, CrisisLinesResult } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { loadRemotePart } from '@flow/store';
import { Button, theme } from '@flow/ui';
import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';

type Crisis = NonNullable<ChatMessageMetadata['crisis']>;
type CrisisView = ComponentType<{ data: CrisisLinesResult; variant?: 'widget' | 'alert'; heading?: 'h2' | 'h3' }>;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[3]};
  border-radius: ${theme.radii.lg};
  border: 1px solid ${theme.colors.heart};
  background: ${theme.colors.heartSoft};
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: ${theme.spacing[4]};
  }
  a {
    font-weight: 600;
    color: ${theme.colors.primary};
  }
`;

/**
 * The lines as plain links, for when the community remote (which owns the crisis widget) cannot
 * be loaded: a person in danger must see a number whatever else fails.
 */
export function CrisisLinesList({ crisis }: { crisis: Crisis }) {
  const { t } = useTranslation();
  const lines = crisis.countries.flatMap((c) => c.lines).slice(0, 4);
  const emergency = crisis.countries.find((c) => c.emergency)?.emergency;
  return (
    <>
      <ul data-testid="crisis-fallback">
        {lines.map((l) => (
          <li key={l.id}>
            {l.name}
            {l.call && (
              <>
                {' · '}
                <a href={l.call.href}>{t('crisis.call', { number: l.call.display })}</a>
              </>
            )}
          </li>
        ))}
        {emergency && (
          <li>
            <a href={emergency.href}>{t('crisis.emergencyCall', { number: emergency.display })}</a>
          </li>
        )}
      </ul>
      <p>
        <a href={crisis.international.url} target="_blank" rel="noopener noreferrer">
          {t('crisis.international')}
        </a>
      </p>
    </>
  );
}

/** The community's crisis widget (exposed as `CrisisResources`), or null while or if it cannot load. */
function useCrisisView(): CrisisView | null {
  const [View, setView] = useState<CrisisView | null>(null);
  useEffect(() => {
    let live = true;
    loadRemotePart<{ CrisisResourcesView?: CrisisView }>('community', 'CrisisResources').then(
      (mod) => live && typeof mod.CrisisResourcesView === 'function' && setView(() => mod.CrisisResourcesView!),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return View;
}

export interface CrisisPanelProps {
  crisis: Crisis;
  /** Offered when the server says a human missionary can take over and one exists. */
  onTalkToHuman?: () => void;
}

/** The crisis path of an AI helper conversation: the lines for the visitor's country, and a human missionary. */
export function CrisisPanel({ crisis, onTalkToHuman }: CrisisPanelProps) {
  const { t } = useTranslation();
  const View = useCrisisView();
  const data: CrisisLinesResult = { countryCode: crisis.countries[0]?.countryCode ?? null, countries: crisis.countries, international: crisis.international };
  return (
    <Root role="alert" aria-labelledby="chat-crisis-title" data-testid="chat-crisis">
      <h3 id="chat-crisis-title">{t('chat.crisisTitle')}</h3>
      <p>{t('chat.crisisText')}</p>
      {View ? <View data={data} variant="alert" heading="h3" /> : <CrisisLinesList crisis={crisis} />}
      {crisis.offerHuman && onTalkToHuman && (
        <>
          <p>{t('chat.crisisHumanText')}</p>
          <Button onClick={onTalkToHuman}>{t('chat.crisisHuman')}</Button>
        </>
      )}
    </Root>
  );
}
