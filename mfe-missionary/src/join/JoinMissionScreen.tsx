import { userMessage } from '@flow/api-client';
import type { MissionaryWizardBody } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { signInHref, toast, useUserStatus } from '@flow/store';
import { signUpWizard, uploadPhoto } from './api';
import { JoinWizard, type PhotoProblem } from './JoinWizard';

/** /join-mission: the wizard; signing up links the profile to the signed-in account. */
export default function JoinMissionScreen() {
  const { t } = useTranslation();
  const status = useUserStatus();

  async function submit(body: MissionaryWizardBody, photo: File | null): Promise<string | null> {
    let displayName: string;
    try {
      ({ displayName } = await signUpWizard(body));
    } catch (error) {
      toast({ variant: 'destructive', title: t('joinMission.failedTitle'), description: userMessage(error, t('joinMission.failedText')) });
      return null;
    }
    toast({ title: t('joinMission.successTitle'), description: t('joinMission.successText', { name: body.name }) });
    if (photo) {
      try {
        await uploadPhoto(photo);
      } catch (error) {
        // The profile exists; only the photo is missing, and the person is told so.
        toast({ variant: 'destructive', title: t('joinMission.photoFailedTitle'), description: userMessage(error, t('joinMission.photoFailedText')) });
      }
    }
    return displayName;
  }

  function photoProblem(problem: PhotoProblem) {
    toast({
      variant: 'destructive',
      title: problem === 'type' ? t('joinMission.photoTypeTitle') : t('joinMission.photoSizeTitle'),
      description: problem === 'type' ? t('errors.photo_type') : t('errors.photo_too_large'),
    });
  }

  return <JoinWizard signedIn={status === 'signed-in'} signInHref={signInHref('/join-mission')} submit={submit} onPhotoProblem={photoProblem} />;
}
