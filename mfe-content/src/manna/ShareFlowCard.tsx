import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardHeader, CardTitle, theme } from '@flow/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { copyWithToast } from '../shared/clipboard';

/** Spec 001 §2: the QR code of the site origin, width 128, margin 1, dark colour purple. */
export const QR_OPTIONS = { width: 128, margin: 1, color: { dark: '#6b21a8', light: '#ffffff' } } as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Qr = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${theme.spacing[2]};
  figcaption {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export function whatsappLink(text: string, origin: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${origin}`)}`;
}

/** Spec 001 §2/§7: WhatsApp and Copy carry the promotional text and the site origin. */
export function ShareFlowCard({ origin = window.location.origin }: { origin?: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(origin, QR_OPTIONS).then(
      (url) => live && setQr(url),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [origin]);
  const promo = t('manna.shareFlow.promo');
  return (
    <Card aria-labelledby="share-flow-title" data-testid="share-flow">
      <CardHeader>
        <CardTitle as="h2" id="share-flow-title">{t('manna.shareFlow.title')}</CardTitle>
      </CardHeader>
      <CardContent style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>{t('manna.shareFlow.text')}</p>
        <Actions>
          <Button href={whatsappLink(promo, origin)} target="_blank" rel="noopener noreferrer" variant="secondary" size="sm">
            {t('manna.shareFlow.whatsapp')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copyWithToast(`${promo} ${origin}`, t('manna.shareFlow.linkCopied'), t)}>
            {t('manna.copy')}
          </Button>
        </Actions>
        {qr && (
          <Qr>
            <img src={qr} width={128} height={128} alt={t('manna.shareFlow.qrAlt', { url: origin })} data-testid="flow-qr" />
            <figcaption>{t('manna.shareFlow.qrCaption')}</figcaption>
          </Qr>
        )}
      </CardContent>
    </Card>
  );
}
