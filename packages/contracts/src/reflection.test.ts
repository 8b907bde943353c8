import { GENERIC_REFLECTIONS, reflectionFor } from './reflection';

describe('daily reflection (spec 001 §4)', () => {
  it('follows the keyword rules in their order', () => {
    expect(reflectionFor('For God so loved the world')).toBe('love');
    expect(reflectionFor('Peace I leave with you')).toBe('peace');
    expect(reflectionFor('your rod and your staff, they comfort me')).toBe('peace');
    expect(reflectionFor('Yahweh is my strength and my shield')).toBe('strength');
    expect(reflectionFor('not by might, nor by power')).toBe('strength');
    expect(reflectionFor('Be strong in hope')).toBe('hope');
    expect(reflectionFor('to give you a future')).toBe('hope');
    // Love wins over the rules after it.
    expect(reflectionFor('love, peace, strength and hope')).toBe('love');
    expect(reflectionFor('peace and power')).toBe('peace');
  });

  it('otherwise picks one of the six generic reflections at random', () => {
    expect(reflectionFor('In the beginning, God created the heavens and the earth.', () => 0)).toBe('generic1');
    expect(reflectionFor('In the beginning', () => 0.99999)).toBe('generic6');
    const seen = new Set([0, 0.2, 0.4, 0.5, 0.7, 0.9].map((r) => reflectionFor('Jesus wept.', () => r)));
    expect(seen).toEqual(new Set(GENERIC_REFLECTIONS));
  });
});
