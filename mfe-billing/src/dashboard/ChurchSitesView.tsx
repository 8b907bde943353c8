import { SiteOrigin, type ChurchSite, type ChurchSiteInput } from '@flow/contracts';
import { userMessage } from '@flow/api-client';
import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, Skeleton, Stack, Textarea, theme } from '@flow/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface ChurchSitesViewProps {
  sites?: ChurchSite[];
  loading?: boolean;
  error?: unknown;
  /** Flow's public origin, for the snippet (the script and the elements to paste). */
  flowOrigin: string;
  onCreate(input: ChurchSiteInput): Promise<unknown>;
  onRotate(site: ChurchSite): Promise<unknown>;
  onRemove(site: ChurchSite): Promise<unknown>;
  /** Asks before rotating or removing (window.confirm in the app). */
  confirm?: (message: string) => boolean;
}

const Snippet = styled.pre`
  margin: 0;
  padding: ${theme.spacing[3]};
  background: ${theme.colors.surfaceMuted};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Key = styled.code`
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Check = styled.label`
  display: flex;
  gap: ${theme.spacing[2]};
  align-items: center;
  font-size: ${theme.fontSizes.sm};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.destructive};
  font-size: ${theme.fontSizes.sm};
`;

/** The HTML a church pastes: the script once, then the elements where they want them. */
export function widgetSnippet(flowOrigin: string, site: Pick<ChurchSite, 'siteKey'>, lang = 'en'): string {
  return [
    `<script src="${flowOrigin}/widgets/flow-widgets.js" async></script>`,
    `<flow-daily-verse lang="${lang}"></flow-daily-verse>`,
    `<flow-prayer-wall site="${site.siteKey}" lang="${lang}" limit="10"></flow-prayer-wall>`,
    `<flow-crisis-lines lang="${lang}"></flow-crisis-lines>`,
  ].join('\n');
}

/** Splits the origins box (one per line, commas tolerated); the first bad line is reported. */
export function parseOrigins(text: string): { origins: string[] } | { bad: string } {
  const lines = text.split(/[\n,]/).map((l) => l.trim()).filter(Boolean);
  const origins: string[] = [];
  for (const line of lines) {
    const parsed = SiteOrigin.safeParse(line);
    if (!parsed.success) return { bad: parsed.error.issues[0]?.message ?? line };
    origins.push(parsed.data);
  }
  return { origins };
}

function SiteForm({ onCreate }: Pick<ChurchSitesViewProps, 'onCreate'>) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [showFlowWall, setShowFlowWall] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseOrigins(origins);
    if ('bad' in parsed) return setError(parsed.bad);
    setBusy(true);
    setError(null);
    try {
      await onCreate({ name, origins: parsed.origins, showFlowWall });
      setName('');
      setOrigins('');
      setShowFlowWall(false);
    } catch (err) {
      // What was typed stays in the form.
      setError(userMessage(err, t('widgets.sites.error')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('widgets.sites.add')}>
      <Stack gap={3}>
        <Field label={t('widgets.sites.name')}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        </Field>
        <Field label={t('widgets.sites.origins')} hint={t('widgets.sites.originsHelp')}>
          <Textarea value={origins} onChange={(e) => setOrigins(e.target.value)} rows={2} placeholder="https://church.example" required />
        </Field>
        <Check>
          <input type="checkbox" checked={showFlowWall} onChange={(e) => setShowFlowWall(e.target.checked)} />
          {t('widgets.sites.showFlowWall')}
        </Check>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <div>
          <Button type="submit" loading={busy}>
            {busy ? t('widgets.sites.adding') : t('widgets.sites.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SiteCard({ site, flowOrigin, onRotate, onRemove, confirm }: { site: ChurchSite } & Pick<ChurchSitesViewProps, 'flowOrigin' | 'onRotate' | 'onRemove' | 'confirm'>) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const snippet = widgetSnippet(flowOrigin, site);
  const ask = confirm ?? ((message: string) => window.confirm(message));

  async function act(action: () => Promise<unknown>, question: string) {
    if (!ask(question)) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(userMessage(err, t('widgets.sites.error')));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Card data-testid="church-site">
      <CardHeader>
        <CardTitle>{site.name}</CardTitle>
        <CardDescription>
          {site.origins.join(', ')} {site.showFlowWall && <Badge variant="secondary">{t('widgets.sites.showFlowWall')}</Badge>}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap={3}>
          <div>
            <strong>{t('widgets.sites.key')}: </strong>
            <Key data-testid="site-key">{site.siteKey}</Key>
          </div>
          <div>
            <strong>{t('widgets.sites.snippet')}</strong>
            <Snippet data-testid="site-snippet">{snippet}</Snippet>
          </div>
          {error && <ErrorText role="alert">{error}</ErrorText>}
          <Buttons>
            <Button size="sm" variant="outline" onClick={() => void copy()}>
              {copied ? t('widgets.sites.copied') : t('widgets.sites.copy')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act(() => onRotate(site), t('widgets.sites.rotateConfirm'))}>
              {t('widgets.sites.rotate')}
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => void act(() => onRemove(site), t('widgets.sites.removeConfirm', { name: site.name }))}>
              {t('widgets.sites.remove')}
            </Button>
          </Buttons>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The dashboard's Church sites section: register a site, get its key and snippet, rotate or remove. */
export function ChurchSitesView({ sites, loading, error, flowOrigin, onCreate, onRotate, onRemove, confirm }: ChurchSitesViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="church-sites">
      <Card>
        <CardHeader>
          <CardTitle>{t('widgets.sites.title')}</CardTitle>
          <CardDescription>{t('widgets.sites.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SiteForm onCreate={onCreate} />
        </CardContent>
      </Card>
      {loading ? (
        <Skeleton height={120} />
      ) : error ? (
        <ErrorText role="alert">{t('widgets.sites.loadError')}</ErrorText>
      ) : sites && sites.length ? (
        sites.map((site) => <SiteCard key={site.id} site={site} flowOrigin={flowOrigin} onRotate={onRotate} onRemove={onRemove} confirm={confirm} />)
      ) : (
        <p>{t('widgets.sites.empty')}</p>
      )}
    </Stack>
  );
}
