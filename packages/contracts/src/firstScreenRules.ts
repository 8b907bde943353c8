/**
 * The style rules of server-drawn first screens (issue 17), as the builds write them
 * (packages/ui, firstScreenRender) and the BFF puts them together (bff/src/platform/first-screen.ts).
 */

/** styled-components ends every rule it writes with this marker. */
const RULE_END = '/*!sc*/';

/**
 * `css` without the rules `earlier` already has. Parts rendered separately (the header and the
 * screen, by separate builds; or two variants of one screen) each carry the design system's rules
 * they use. Repeated after the header's, a screen's copy would come later in the cascade than the
 * header's own overrides of it (the menu's IconButton padding) and win: the live page, with one
 * styled-components for every remote, writes each rule once.
 */
export function withoutRepeatedRules(css: string, earlier: string): string {
  const seen = new Set(earlier.split(RULE_END).map((rule) => rule.trim()));
  return css
    .split(RULE_END)
    .filter((rule) => rule.trim() === '' || !seen.has(rule.trim()))
    .join(RULE_END);
}
