import { languageCodes, useTranslation } from '@flow/i18n';
import {
  MINISTRY_FOCUS,
  MISSIONARY_COUNTRIES,
  MissionaryWizardBody,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  WIZARD_MESSAGES,
} from '@flow/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Field, Input, Textarea, theme } from '@flow/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { countryName, languageName } from '../war-room/display';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    margin: 0;
    padding-left: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[1.5]};
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  ${theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Box = styled.section<{ $tone: 'do' | 'never' }>`
  border-radius: ${theme.radii.lg};
  padding: ${theme.spacing[4]};
  background: ${({ $tone, theme }) => ($tone === 'do' ? theme.colors.successSoft : theme.colors.destructiveSoft)};
  h3 {
    margin: 0 0 ${theme.spacing[2]};
    font-size: ${theme.fontSizes.md};
    color: ${({ $tone, theme }) => ($tone === 'do' ? theme.colors.success : theme.colors.destructive)};
  }
`;
const Select = styled.select`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${theme.spacing[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.md};
`;
const Check = styled.label`
  display: flex;
  gap: ${theme.spacing[2]};
  align-items: flex-start;
  line-height: ${theme.lineHeights.normal};
  input {
    margin-top: 0.3rem;
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
    accent-color: ${theme.colors.primary};
  }
`;
const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  legend {
    font-weight: ${theme.fontWeights.semibold};
    margin-bottom: ${theme.spacing[2]};
  }
`;
const LanguageGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${theme.spacing[2]};
`;
const Photo = styled.div`
  display: flex;
  gap: ${theme.spacing[4]};
  align-items: center;
  flex-wrap: wrap;
  img,
  span.placeholder {
    width: 6rem;
    height: 6rem;
    border-radius: ${theme.radii.full};
    object-fit: cover;
    background: ${theme.colors.surfaceMuted};
    display: grid;
    place-items: center;
    color: ${theme.colors.textMuted};
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.destructive};
  font-size: ${theme.fontSizes.sm};
`;
const Row = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  justify-content: space-between;
  flex-wrap: wrap;
`;

export interface WizardValues {
  name: string;
  country: string;
  email: string;
  confirmEmail: string;
  phoneNumber: string;
  whatsappNumber: string;
  bio: string;
  specialization: string;
  languages: string[];
  emailNotifications: boolean;
  whatsappNotifications: boolean;
  agreeToTerms: boolean;
}

type Problem = 'name' | 'email' | 'confirmEmail' | 'emailsMatch' | 'phoneNumber' | 'whatsappNumber' | 'languages' | 'agreeToTerms';

/** Validates with the shared wizard schema (spec 001 §5); keys name the translated messages. */
export function checkWizard(values: WizardValues): { body: MissionaryWizardBody } | { problems: Partial<Record<Problem, true>> } {
  const result = MissionaryWizardBody.safeParse(values);
  if (result.success) return { body: result.data };
  const problems: Partial<Record<Problem, true>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (field === 'confirmEmail' && issue.message === WIZARD_MESSAGES.emailsMatch) problems.emailsMatch = true;
    else if (['name', 'email', 'confirmEmail', 'phoneNumber', 'whatsappNumber', 'languages', 'agreeToTerms'].includes(field)) {
      problems[field as Problem] = true;
    }
  }
  // zod skips the object's refinement while a field fails; the person should still hear it now.
  if (values.confirmEmail.trim() && values.email.trim().toLowerCase() !== values.confirmEmail.trim().toLowerCase()) {
    problems.emailsMatch = true;
    delete problems.confirmEmail;
  }
  return { problems };
}

export type PhotoProblem = 'type' | 'size';

/** Spec 001 §5: an image type, at most 5 MB (the server checks the content again). */
export function checkPhoto(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

export interface JoinWizardProps {
  signedIn: boolean;
  signInHref: string;
  /** Sends the sign-up (and the photo); resolves with the display name, or null when it failed. */
  submit(body: MissionaryWizardBody, photo: File | null): Promise<string | null>;
  onPhotoProblem(problem: PhotoProblem): void;
  initialStep?: 1 | 2 | 3 | 4;
  initialValues?: Partial<WizardValues>;
  initialDisplayName?: string;
}

function Shell({ title, description, step, children }: { title: string; description?: string; step?: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="sm">
      <Page>
        <Card>
          <CardHeader>
            {step && <Hint>{t('joinMission.stepOf', { step, total: 3 })}</Hint>}
            <CardTitle as="h1">{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </Page>
    </Container>
  );
}

/** /join-mission (spec 001 §2): information, contact, profile, done. */
export function JoinWizard({ signedIn, signInHref, submit, onPhotoProblem, initialStep = 1, initialValues, initialDisplayName }: JoinWizardProps) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState(initialStep);
  const [values, setValues] = useState<WizardValues>(() => ({
    name: '',
    country: 'US',
    email: '',
    confirmEmail: '',
    phoneNumber: '',
    whatsappNumber: '',
    bio: '',
    specialization: 'general',
    languages: [i18n.language],
    emailNotifications: true,
    whatsappNotifications: false,
    agreeToTerms: false,
    ...initialValues,
  }));
  const [problems, setProblems] = useState<Partial<Record<Problem, true>>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [displayName, setDisplayName] = useState(initialDisplayName ?? '');
  const set = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [step]);

  function choosePhoto(file: File | undefined) {
    if (!file) return;
    const problem = checkPhoto(file);
    if (problem) return onPhotoProblem(problem);
    setPhoto(file);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWizard(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      // Contact problems live on step 2: go back there so the person sees them.
      if (checked.problems.name || checked.problems.email || checked.problems.confirmEmail || checked.problems.emailsMatch || checked.problems.phoneNumber || checked.problems.whatsappNumber) setStep(2);
      return;
    }
    setProblems({});
    setPending(true);
    const name = await submit(checked.body, photo);
    setPending(false);
    if (name) {
      setDisplayName(name);
      setStep(4);
    }
  }

  const error = (p: Problem) => (problems[p] ? t(`joinMission.errors.${p}`) : undefined);

  if (step === 1) {
    return (
      <Shell title={t('joinMission.title')} description={t('joinMission.intro')} step={1}>
        <Stack>
          <h2>{t('joinMission.howTitle')}</h2>
          <ul>
            {(['how1', 'how2', 'how3', 'how4'] as const).map((k) => (
              <li key={k}>{t(`joinMission.${k}`)}</li>
            ))}
          </ul>
          <Columns>
            <Box $tone="do">
              <h3>{t('joinMission.doTitle')}</h3>
              <ul>
                {(['do1', 'do2', 'do3', 'do4'] as const).map((k) => (
                  <li key={k}>{t(`joinMission.${k}`)}</li>
                ))}
              </ul>
            </Box>
            <Box $tone="never">
              <h3>{t('joinMission.neverTitle')}</h3>
              <ul>
                {(['never1', 'never2', 'never3', 'never4'] as const).map((k) => (
                  <li key={k}>{t(`joinMission.${k}`)}</li>
                ))}
              </ul>
            </Box>
          </Columns>
          {signedIn ? (
            <Button onClick={() => setStep(2)} fullWidth>
              {t('joinMission.continueToSignUp')}
            </Button>
          ) : (
            <>
              <p style={{ margin: 0 }}>{t('joinMission.signInText')}</p>
              <Button href={signInHref} fullWidth>
                {t('joinMission.signIn')}
              </Button>
            </>
          )}
        </Stack>
      </Shell>
    );
  }

  if (step === 4) {
    return (
      <Shell title={t('joinMission.doneTitle')} description={t('joinMission.doneText', { displayName })}>
        <Stack>
          <h2>{t('joinMission.nextTitle')}</h2>
          <ol>
            {(['next1', 'next2', 'next3', 'next4'] as const).map((k) => (
              <li key={k}>{t(`joinMission.${k}`, { displayName })}</li>
            ))}
          </ol>
          <Button href="/missionary-dashboard" fullWidth>
            {t('joinMission.toDashboard')}
          </Button>
        </Stack>
      </Shell>
    );
  }

  if (step === 2) {
    return (
      <Shell title={t('joinMission.contactTitle')} description={t('joinMission.contactIntro')} step={2}>
        <Stack as="form" onSubmit={(e: FormEvent) => (e.preventDefault(), setStep(3))} noValidate>
          <Field label={t('joinMission.fullName')} error={error('name')}>
            <Input value={values.name} autoComplete="name" onChange={(e) => set('name', e.target.value)} />
          </Field>
          <Field label={t('joinMission.country')}>
            <Select value={values.country} onChange={(e) => set('country', e.target.value)}>
              {MISSIONARY_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, i18n.language, t('joinMission.countryOther'))}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('joinMission.email')} error={error('email')}>
            <Input type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
          </Field>
          <Field label={t('joinMission.confirmEmail')} error={problems.emailsMatch ? t('joinMission.errors.emailsMatch') : error('confirmEmail')}>
            <Input type="email" autoComplete="email" value={values.confirmEmail} onChange={(e) => set('confirmEmail', e.target.value)} />
          </Field>
          <Field label={t('joinMission.phone')} error={error('phoneNumber')}>
            <Input type="tel" autoComplete="tel" value={values.phoneNumber} onChange={(e) => set('phoneNumber', e.target.value)} />
          </Field>
          <Field label={t('joinMission.whatsapp')} error={error('whatsappNumber')}>
            <Input type="tel" value={values.whatsappNumber} onChange={(e) => set('whatsappNumber', e.target.value)} />
          </Field>
          {/* Spec 001 §4: this step moves on without validating; step 3's submit checks everything. */}
          <Button type="submit" fullWidth>
            {t('joinMission.continueToProfile')}
          </Button>
        </Stack>
      </Shell>
    );
  }

  return (
    <Shell title={t('joinMission.profileTitle')} description={t('joinMission.profileIntro')} step={3}>
      <Stack as="form" onSubmit={onSubmit} noValidate>
        <Fieldset>
          <legend>{t('joinMission.photo')}</legend>
          <Photo>
            {preview ? <img src={preview} alt={t('joinMission.photoPreview')} /> : <span className="placeholder" aria-hidden="true">★</span>}
            <div>
              <Input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-label={t('joinMission.choosePhoto')}
                onChange={(e) => choosePhoto(e.target.files?.[0])}
              />
              {photo && (
                <Button variant="ghost" size="sm" onClick={() => setPhoto(null)}>
                  {t('joinMission.removePhoto')}
                </Button>
              )}
            </div>
          </Photo>
          <Hint>{t('joinMission.photoGuidance')}</Hint>
        </Fieldset>
        <Field label={t('joinMission.bio')} hint={t('joinMission.bioHint')}>
          <Textarea rows={4} value={values.bio} onChange={(e) => set('bio', e.target.value)} />
        </Field>
        <Field label={t('joinMission.focus')}>
          <Select value={values.specialization} onChange={(e) => set('specialization', e.target.value)}>
            {MINISTRY_FOCUS.map((f) => (
              <option key={f} value={f}>
                {t(`joinMission.focusOptions.${f}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Fieldset>
          <legend>{t('joinMission.languages')}</legend>
          <LanguageGrid>
            {languageCodes.map((code) => (
              <Check key={code}>
                <input
                  type="checkbox"
                  checked={values.languages.includes(code)}
                  onChange={(e) => set('languages', e.target.checked ? [...values.languages, code] : values.languages.filter((c) => c !== code))}
                />
                <span>{languageName(code, i18n.language)}</span>
              </Check>
            ))}
          </LanguageGrid>
          {problems.languages && <FieldError>{t('joinMission.errors.languages')}</FieldError>}
        </Fieldset>
        <Fieldset>
          <legend>{t('joinMission.notifications')}</legend>
          <Check>
            <input type="checkbox" checked={values.emailNotifications} onChange={(e) => set('emailNotifications', e.target.checked)} />
            <span>{t('joinMission.emailNotifications')}</span>
          </Check>
          <Check>
            <input type="checkbox" checked={values.whatsappNotifications} onChange={(e) => set('whatsappNotifications', e.target.checked)} />
            <span>{t('joinMission.whatsappNotifications')}</span>
          </Check>
        </Fieldset>
        <div>
          <Check>
            <input
              type="checkbox"
              checked={values.agreeToTerms}
              aria-invalid={problems.agreeToTerms ? true : undefined}
              onChange={(e) => set('agreeToTerms', e.target.checked)}
            />
            <span>{t('joinMission.terms')}</span>
          </Check>
          {problems.agreeToTerms && <FieldError>{t('joinMission.errors.agreeToTerms')}</FieldError>}
        </div>
        <Row>
          <Button variant="outline" onClick={() => setStep(2)}>
            {t('joinMission.back')}
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {pending ? t('joinMission.submitting') : t('joinMission.submit')}
          </Button>
        </Row>
      </Stack>
    </Shell>
  );
}
