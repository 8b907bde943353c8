/** Spec 001 §4/§9: a reflection by keyword, otherwise one of 6 generic ones. */
export const GENERIC_REFLECTIONS = ['generic1', 'generic2', 'generic3', 'generic4', 'generic5', 'generic6'] as const;
export type ReflectionKey = 'love' | 'peace' | 'strength' | 'hope' | (typeof GENERIC_REFLECTIONS)[number];
export const REFLECTION_KEYS: readonly ReflectionKey[] = ['love', 'peace', 'strength', 'hope', ...GENERIC_REFLECTIONS];

/**
 * The keywords are read in the verse as quoted (the English of the bundled World English Bible);
 * the reflection itself is shown in the visitor's language. Rules in the spec's order: love;
 * peace or comfort; strength or power; hope or future.
 */
export function reflectionFor(text: string, random: () => number = Math.random): ReflectionKey {
  const lower = text.toLowerCase();
  if (lower.includes('love')) return 'love';
  if (lower.includes('peace') || lower.includes('comfort')) return 'peace';
  if (lower.includes('strength') || lower.includes('power')) return 'strength';
  if (lower.includes('hope') || lower.includes('future')) return 'hope';
  return GENERIC_REFLECTIONS[Math.min(GENERIC_REFLECTIONS.length - 1, Math.floor(random() * GENERIC_REFLECTIONS.length))];
}

export const isReflectionKey = (value: unknown): value is ReflectionKey => typeof value === 'string' && (REFLECTION_KEYS as string[]).includes(value);
