/**
 * Spec 000 §9: the crisis lines shown in the sidebar and to anyone whose text mentions self-harm.
 * `number` is what is dialled or texted; `display` is how the spec writes it.
 */
export interface CrisisLine {
  country: 'UK' | 'US' | 'AU' | 'CA';
  kind: 'call' | 'text';
  display: string;
  href: string;
}

export const CRISIS_LINES: readonly CrisisLine[] = [
  { country: 'UK', kind: 'call', display: '111', href: 'tel:111' },
  { country: 'UK', kind: 'text', display: 'SHOUT to 85258', href: 'sms:85258?body=SHOUT' },
  { country: 'US', kind: 'call', display: '988', href: 'tel:988' },
  { country: 'AU', kind: 'call', display: '13 11 14', href: 'tel:131114' },
  { country: 'CA', kind: 'call', display: '1-833-456-4566', href: 'tel:18334564566' },
];
