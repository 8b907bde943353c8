import { MissionarySignUpBody, WAR_ROOM_DEFAULTS } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Field, Input, theme } from '@flow/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Terms = styled.label`
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
const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.destructive};
  font-size: ${theme.fontSizes.sm};
`;

/** The fields a person fills in; the others carry the spec's hidden defaults. */
export interface SignUpValues {
  name: string;
  phoneNumber: string;
  email: string;
  agreeToTerms: boolean;
}

type Problem = 'name' | 'phoneNumber' | 'email' | 'agreeToTerms';
const PROBLEMS: readonly Problem[] = ['name', 'phoneNumber', 'email', 'agreeToTerms'];

/** Checks the form with the shared schema (spec 001 §5); the keys name the translated messages. */
export function checkSignUp(values: SignUpValues): { body: MissionarySignUpBody } | { problems: Partial<Record<Problem, true>> } {
  const result = MissionarySignUpBody.safeParse({ ...WAR_ROOM_DEFAULTS, languages: [...WAR_ROOM_DEFAULTS.languages], ...values });
  if (result.success) return { body: result.data };
  const problems: Partial<Record<Problem, true>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as Problem;
    if (PROBLEMS.includes(field)) problems[field] = true;
  }
  return { problems };
}

export interface SignUpFormProps {
  /** Signing up links the profile to the account, so a signed-out visitor is asked to sign in. */
  signedIn: boolean;
  signInHref: string;
  pending?: boolean;
  onSubmit(body: MissionarySignUpBody): void;
  onBack(): void;
  initial?: Partial<SignUpValues>;
}

/** /missionaries, sign-up view (spec 001 §2). */
export function SignUpForm({ signedIn, signInHref, pending = false, onSubmit, onBack, initial }: SignUpFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignUpValues>({ name: '', phoneNumber: '', email: '', agreeToTerms: false, ...initial });
  const [problems, setProblems] = useState<Partial<Record<Problem, true>>>({});
  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkSignUp(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    onSubmit(checked.body);
  }

  const error = (field: Problem) => (problems[field] ? t(`warRoom.errors.${field}`) : undefined);
  return (
    <Container size="sm">
      <Page>
        <Button variant="ghost" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
          {t('warRoom.backToWarRoom')}
        </Button>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('warRoom.formTitle')}</CardTitle>
            <CardDescription>{t('warRoom.formIntro')}</CardDescription>
          </CardHeader>
          <CardContent>
            {signedIn ? (
              <Form onSubmit={submit} noValidate>
                <Field label={t('warRoom.nameLabel')} error={error('name')}>
                  <Input value={values.name} autoComplete="name" onChange={(e) => set('name', e.target.value)} />
                </Field>
                <Field label={t('warRoom.phoneLabel')} hint={t('warRoom.phoneHint')} error={error('phoneNumber')}>
                  <Input type="tel" value={values.phoneNumber} autoComplete="tel" onChange={(e) => set('phoneNumber', e.target.value)} />
                </Field>
                <Field label={t('warRoom.emailLabel')} hint={t('warRoom.emailHint')} error={error('email')}>
                  <Input type="email" value={values.email} autoComplete="email" onChange={(e) => set('email', e.target.value)} />
                </Field>
                <div>
                  <Terms>
                    <input
                      type="checkbox"
                      checked={values.agreeToTerms}
                      aria-invalid={problems.agreeToTerms ? true : undefined}
                      aria-describedby={problems.agreeToTerms ? 'war-room-terms-error' : undefined}
                      onChange={(e) => set('agreeToTerms', e.target.checked)}
                    />
                    <span>{t('warRoom.termsLabel')}</span>
                  </Terms>
                  {problems.agreeToTerms && <FieldError id="war-room-terms-error">{error('agreeToTerms')}</FieldError>}
                </div>
                <Button type="submit" loading={pending} disabled={pending} fullWidth>
                  {pending ? t('warRoom.submitting') : t('warRoom.submit')}
                </Button>
              </Form>
            ) : (
              <Form as="div">
                <p style={{ margin: 0 }}>{t('warRoom.signInText')}</p>
                <Button href={signInHref} fullWidth>
                  {t('warRoom.signIn')}
                </Button>
              </Form>
            )}
          </CardContent>
        </Card>
      </Page>
    </Container>
  );
}
