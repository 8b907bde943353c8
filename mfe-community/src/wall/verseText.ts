/**
 * A verse as the card quotes it, between its own “ ”. Verses cut out of a longer speech carry
 * the speech's quotation marks ("…Don’t be discouraged.”" closes a quote opened verses earlier),
 * which doubled up at the card's closing mark; a quotation inside the verse ("He said, “If you…”")
 * becomes single marks, as quotations within quotations are written.
 */
export function verseForQuote(text: string): string {
  let out = text.trim();
  const opens = (out.match(/“/g) ?? []).length;
  const closes = (out.match(/”/g) ?? []).length;
  if (closes > opens && out.endsWith('”')) out = out.slice(0, -1);
  else if (opens > closes && out.startsWith('“')) out = out.slice(1);
  return out.replace(/“/g, '‘').replace(/”/g, '’');
}
