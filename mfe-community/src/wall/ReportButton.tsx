import { userMessage } from '@flow/api-client';
import type { ReportItemType, ReportReason } from '@flow/contracts';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Dialog, DialogFooter, Field, Textarea, theme } from '@flow/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { report } from '../home/api';

const Reasons = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  legend {
    font-weight: 600;
    margin-bottom: ${theme.spacing[2]};
  }
  label {
    display: flex;
    gap: ${theme.spacing[2]};
    align-items: center;
    cursor: pointer;
  }
`;
const Trigger = styled.button`
  border: 0;
  background: none;
  padding: ${theme.spacing[1]} ${theme.spacing[2]};
  color: ${theme.colors.textSubtle};
  font: inherit;
  font-size: ${theme.fontSizes.xs};
  cursor: pointer;
  border-radius: ${theme.radii.sm};
  &:hover {
    color: ${theme.colors.text};
    text-decoration: underline;
  }
`;

/** Any visitor can report an item with a reason; enough distinct reports hide it pending review. */
export function ReportButton({ itemType, itemId }: { itemType: ReportItemType; itemId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!reason) return;
    setBusy(true);
    try {
      await report({ itemType, itemId, reason, details: details.trim() || undefined });
      setOpen(false);
      setReason(null);
      setDetails('');
      toast({ title: t('report.thanksTitle'), description: t('report.thanksText') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('common.error'), description: userMessage(error, t('report.failedText')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('report.title')}
      description={t('report.description')}
      closeLabel={t('common.close')}
      size="sm"
      trigger={<Trigger type="button" data-testid="report-button">{t('report.action')}</Trigger>}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Reasons>
          <legend>{t('report.reasonLabel')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r}>
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(`report.reasons.${r}`)}
            </label>
          ))}
        </Reasons>
        <div style={{ marginTop: 16 }}>
          <Field label={t('report.detailsLabel')}>
            <Textarea rows={2} maxLength={REPORT_DETAILS_MAX_LENGTH} value={details} onChange={(e) => setDetails(e.target.value)} />
          </Field>
        </div>
        <DialogFooter>
          <Button type="submit" disabled={!reason} loading={busy}>
            {busy ? t('report.sending') : t('report.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
