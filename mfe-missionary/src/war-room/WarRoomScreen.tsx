import { userMessage } from '@flow/api-client';
import type { ChatMissionary, MissionarySignUpBody, PublicMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { signInHref, toast, useUserStatus } from '@flow/store';
import { useState } from 'react';
import { ChatDialog } from '../chat/ChatDialog';
import { signUpMissionary, useMissionaryTeam } from './api';
import { SignUpForm } from './SignUpForm';
import { TeamView, type TeamState } from './TeamView';

/** /missionaries: the War Room, toggling between the team and the sign-up form (spec 001 §4). */
export default function WarRoomScreen() {
  const { t } = useTranslation();
  const team = useMissionaryTeam();
  const status = useUserStatus();
  // Back from signing in (signInHref below), the form opens again where the person left it.
  const [view, setView] = useState<'team' | 'form'>(() =>
    typeof location !== 'undefined' && new URLSearchParams(location.search).get('join') === '1' ? 'form' : 'team',
  );
  const [pending, setPending] = useState(false);
  const [chatWith, setChatWith] = useState<ChatMissionary | null>(null);
  const [chatOpen, setChatOpen] = useState(false);

  function openChat(m: PublicMissionary) {
    setChatWith({ id: m.id, displayName: m.displayName, firstName: m.firstName, country: m.country, languages: m.languages, isAI: m.isAI, photoUrl: m.photoUrl });
    setChatOpen(true);
  }
  // The crisis path offers a person: the human missionary with the most answered prayers.
  const human = team.data?.missionaries.filter((m) => !m.isAI).sort((a, b) => b.prayerCount - a.prayerCount)[0];

  async function submit(body: MissionarySignUpBody) {
    setPending(true);
    try {
      const { displayName } = await signUpMissionary(body);
      toast({ title: t('warRoom.successTitle'), description: t('warRoom.successText', { displayName }) });
      setView('team');
      window.scrollTo({ top: 0 });
      await team.mutate();
    } catch (error) {
      toast({ variant: 'destructive', title: t('common.error'), description: userMessage(error, t('warRoom.failed')) });
    } finally {
      setPending(false);
    }
  }

  if (view === 'form') {
    return (
      <SignUpForm
        signedIn={status === 'signed-in'}
        signInHref={signInHref('/missionaries?join=1')}
        pending={pending}
        onSubmit={(body) => void submit(body)}
        onBack={() => setView('team')}
      />
    );
  }
  let state: TeamState;
  if (team.data) state = { kind: 'ready', team: team.data };
  else if (team.error) state = { kind: 'error' };
  else state = { kind: 'loading' };
  return (
    <>
      <TeamView state={state} onJoin={() => setView('form')} onRetry={() => void team.mutate()} onChat={openChat} />
      {chatWith && (
        <ChatDialog
          key={chatWith.id}
          missionary={chatWith}
          open={chatOpen}
          onOpenChange={setChatOpen}
          onTalkToHuman={chatWith.isAI && human ? () => openChat(human) : undefined}
        />
      )}
    </>
  );
}
