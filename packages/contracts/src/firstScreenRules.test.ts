import { withoutRepeatedRules } from './firstScreenRules';

describe('withoutRepeatedRules', () => {
  const button = '#first-screen .a{padding:0 1.25rem;}';
  const iconButton = '#first-screen .b{padding:0;}';
  const card = '#first-screen .c{border-radius:1rem;}';

  it("drops the screen's copies of rules the header already has, so they cannot come after the header's overrides", () => {
    const header = `/*!sc*/\n${button}/*!sc*/\n${iconButton}/*!sc*/\n`;
    const screen = `/*!sc*/\n${button}/*!sc*/\n${card}/*!sc*/\n`;
    const kept = withoutRepeatedRules(screen, header);
    expect(kept).toContain(card);
    expect(kept).not.toContain(button);
  });

  it('keeps every rule of a screen that shares nothing with the header, in its order', () => {
    const screen = `/*!sc*/\n${card}/*!sc*/\n${button}/*!sc*/\n`;
    expect(withoutRepeatedRules(screen, `/*!sc*/\n${iconButton}/*!sc*/\n`)).toBe(screen);
  });

  it('keeps a rule with the same class but different declarations', () => {
    const screen = '/*!sc*/\n#first-screen .a{padding:0 2rem;}/*!sc*/\n';
    expect(withoutRepeatedRules(screen, `/*!sc*/\n${button}/*!sc*/\n`)).toBe(screen);
  });
});
