import { MOON_CYCLE_DAYS, moonAge, moonPhase, phaseForAge } from './moon';

/** Circular distance of an age from the new moon (age 0 ≡ age 29.53). */
const fromNew = (age: number) => Math.min(age, MOON_CYCLE_DAYS - age);

// Times (UTC) of real new and full moons; each was also an eclipse, so the times are widely published.
const NEW_MOONS = ['2024-01-11T11:57Z', '2024-10-02T18:49Z', '2025-01-29T12:36Z', '2026-02-17T12:01Z'];
const FULL_MOONS = ['2024-01-25T17:54Z', '2024-09-18T02:34Z', '2025-03-14T06:55Z', '2026-03-03T11:38Z'];

describe('moon phase (spec 001 §4, §9)', () => {
  it('starts the cycle at the new moon of 6 January 2000', () => {
    expect(moonAge(new Date('2000-01-06T18:14Z'))).toBeCloseTo(0, 6);
    expect(moonPhase(new Date('2000-01-06T18:14Z')).phase).toBe('newMoon');
  });

  it.each(NEW_MOONS)('places the published new moon of %s within a day of age 0', (iso) => {
    expect(fromNew(moonAge(new Date(iso)))).toBeLessThan(1);
    expect(moonPhase(new Date(iso)).illumination).toBeLessThanOrEqual(1);
  });

  it.each(FULL_MOONS)('calls the published full moon of %s a Full Moon, nearly all lit', (iso) => {
    const moon = moonPhase(new Date(iso));
    expect(moon.phase).toBe('fullMoon');
    expect(Math.abs(moon.age - MOON_CYCLE_DAYS / 2)).toBeLessThan(1);
    expect(moon.illumination).toBeGreaterThanOrEqual(99);
  });

  it('names the phase by the table of ages', () => {
    expect(phaseForAge(0)).toBe('newMoon');
    expect(phaseForAge(1.84)).toBe('newMoon');
    expect(phaseForAge(1.85)).toBe('waxingCrescent');
    expect(phaseForAge(5.54)).toBe('firstQuarter');
    expect(phaseForAge(9.23)).toBe('waxingGibbous');
    expect(phaseForAge(12.92)).toBe('fullMoon');
    expect(phaseForAge(16.61)).toBe('waningGibbous');
    expect(phaseForAge(20.3)).toBe('lastQuarter');
    expect(phaseForAge(23.99)).toBe('waningCrescent');
    expect(phaseForAge(29.5)).toBe('waningCrescent');
  });

  it('gives the next phase and when it comes', () => {
    const start = new Date('2000-01-06T18:14Z');
    const at = (days: number) => new Date(start.getTime() + days * 86_400_000);
    expect(moonPhase(at(3))).toMatchObject({ nextPhase: 'firstQuarter', nextPhaseDate: at(7.38) });
    expect(moonPhase(at(10))).toMatchObject({ nextPhase: 'fullMoon', nextPhaseDate: at(14.765) });
    expect(moonPhase(at(20))).toMatchObject({ nextPhase: 'lastQuarter', nextPhaseDate: at(22.15) });
    const late = moonPhase(at(25));
    expect(late.nextPhase).toBe('newMoon');
    expect(late.nextPhaseDate.getTime()).toBeCloseTo(at(MOON_CYCLE_DAYS).getTime(), -1);
  });

  it('works for dates before the reference new moon', () => {
    const age = moonAge(new Date('1999-12-22T18:31Z')); // a full moon
    expect(age).toBeGreaterThanOrEqual(0);
    expect(moonPhase(new Date('1999-12-22T18:31Z')).phase).toBe('fullMoon');
  });
});
