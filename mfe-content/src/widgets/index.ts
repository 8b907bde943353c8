/**
 * The church-site widgets: one plain script (no Module Federation, no React) that defines three
 * custom elements. Loading it twice, or next to another copy, defines each element once.
 */
import { FlowCrisisLines } from './flow-crisis-lines';
import { FlowDailyVerse } from './flow-daily-verse';
import { FlowPrayerWall } from './flow-prayer-wall';

const elements: Array<[string, CustomElementConstructor]> = [
  ['flow-daily-verse', FlowDailyVerse],
  ['flow-prayer-wall', FlowPrayerWall],
  ['flow-crisis-lines', FlowCrisisLines],
];
for (const [name, element] of elements) {
  if (!customElements.get(name)) customElements.define(name, element);
}
