const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 001 §9: message times read HH:mm (24-hour, the reader's own clock). */
export function messageTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Spec 001 §9: the recording timer reads m:ss. */
export function recordingTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** Spec 001 §4: a text sent under a topic starts with the topic's label in brackets. */
export function withTopicLabel(text: string, label: string | null): string {
  const trimmed = text.trim();
  return label ? `[${label}] ${trimmed}` : trimmed;
}

/** Spec 001 §5: sending needs a room and some text. */
export function canSendText(text: string, roomId: string | null, sending: boolean): boolean {
  return !!roomId && !sending && text.trim() !== '';
}
