/**
 * Spec 001 §4 and §9: the moon phase computed locally from the mean synodic month, counted from
 * the new moon of 6 January 2000 (18:14 UTC, the usual epoch of this approximation). The mean
 * month ignores the orbit's eccentricity, so a real new or full moon can fall up to about
 * 14 hours from the computed one; the table's bands are wide enough for the phase name.
 */
export const MOON_CYCLE_DAYS = 29.530588853;
export const REFERENCE_NEW_MOON = Date.UTC(2000, 0, 6, 18, 14);
const DAY_MS = 86_400_000;

export const MOON_PHASES = [
  'newMoon',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'fullMoon',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

/** The spec's table: the phase is the first whose upper age bound (days) is above the age. */
const PHASE_BOUNDS: readonly [number, MoonPhaseName][] = [
  [1.85, 'newMoon'],
  [5.54, 'waxingCrescent'],
  [9.23, 'firstQuarter'],
  [12.92, 'waxingGibbous'],
  [16.61, 'fullMoon'],
  [20.3, 'waningGibbous'],
  [23.99, 'lastQuarter'],
];

/** Spec: next-phase boundaries at 7.38, 14.765 and 22.15 days, then the next new moon. */
const NEXT_PHASES: readonly [number, MoonPhaseName][] = [
  [7.38, 'firstQuarter'],
  [14.765, 'fullMoon'],
  [22.15, 'lastQuarter'],
  [MOON_CYCLE_DAYS, 'newMoon'],
];

export const MOON_EMOJI: Record<MoonPhaseName, string> = {
  newMoon: '🌑',
  waxingCrescent: '🌒',
  firstQuarter: '🌓',
  waxingGibbous: '🌔',
  fullMoon: '🌕',
  waningGibbous: '🌖',
  lastQuarter: '🌗',
  waningCrescent: '🌘',
};

export interface MoonPhase {
  phase: MoonPhaseName;
  /** Lit fraction of the disc, 0–100. */
  illumination: number;
  /** Days since the last (mean) new moon, 0 ≤ age < cycle. */
  age: number;
  nextPhase: MoonPhaseName;
  nextPhaseDate: Date;
}

export function moonAge(at: Date): number {
  const days = (at.getTime() - REFERENCE_NEW_MOON) / DAY_MS;
  return ((days % MOON_CYCLE_DAYS) + MOON_CYCLE_DAYS) % MOON_CYCLE_DAYS;
}

export function phaseForAge(age: number): MoonPhaseName {
  for (const [bound, name] of PHASE_BOUNDS) if (age < bound) return name;
  return 'waningCrescent';
}

export function moonPhase(at: Date): MoonPhase {
  const age = moonAge(at);
  const illumination = Math.round(((1 - Math.cos((2 * Math.PI * age) / MOON_CYCLE_DAYS)) / 2) * 100);
  const [boundary, nextPhase] = NEXT_PHASES.find(([b]) => age < b) ?? NEXT_PHASES[NEXT_PHASES.length - 1];
  return {
    phase: phaseForAge(age),
    illumination,
    age,
    nextPhase,
    nextPhaseDate: new Date(at.getTime() + (boundary - age) * DAY_MS),
  };
}
