/** Spec 001 §2: "MMM d, yyyy" on the overview, "MMMM d, yyyy" on the subscription tab, in the page's language. */
export function formatDate(iso: string | null | undefined, language: string, month: 'short' | 'long'): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}
