import type { Charity } from '@flow/contracts';

/**
 * Spec 001 §2/§9: the charity directory, 15 entries. Each name, official website and the
 * one-line description (texts in packages/i18n, `charities.items.<id>`) were checked against
 * the page in `source` on the day given; change an entry only after reading its own site again.
 * Categories: children (8) and animals (7); faith: Christian (6), Jewish (3), faith-friendly (6).
 */
export const CHARITIES: readonly Charity[] = [
  {
    id: 'compassion-international',
    name: 'Compassion International',
    category: 'children',
    faith: 'christian',
    website: 'https://www.compassion.com/',
    icon: '🤲',
    colors: ['#7c3aed', '#c084fc'],
    source: { url: 'https://www.compassion.com/how-we-work/benefits-of-the-program.htm', read: '2026-11-23' },
  },
  {
    id: 'world-vision',
    name: 'World Vision',
    category: 'children',
    faith: 'christian',
    website: 'https://www.worldvision.org/',
    icon: '🌍',
    colors: ['#ea580c', '#fdba74'],
    source: { url: 'https://www.worldvision.org/', read: '2026-11-23' },
  },
  {
    id: 'samaritans-purse',
    name: 'Samaritan’s Purse',
    category: 'children',
    faith: 'christian',
    website: 'https://www.samaritanspurse.org/',
    icon: '🎁',
    colors: ['#b91c1c', '#fca5a5'],
    source: { url: 'https://samaritanspurse.org/search/packing%20party/page/20', read: '2026-11-23' },
  },
  {
    id: 'childrens-hunger-fund',
    name: 'Children’s Hunger Fund',
    category: 'children',
    faith: 'christian',
    website: 'https://childrenshungerfund.org/',
    icon: '🍞',
    colors: ['#ca8a04', '#fde68a'],
    source: { url: 'https://childrenshungerfund.org/blog/why-should-our-church-partner-with-childrens-hunger-fund/', read: '2026-11-23' },
  },
  {
    id: 'st-jude',
    name: 'St. Jude Children’s Research Hospital',
    category: 'children',
    faith: 'faith-friendly',
    website: 'https://www.stjude.org/',
    icon: '🏥',
    colors: ['#be123c', '#fda4af'],
    source: { url: 'https://www.stjude.org/about-st-jude/why-support-st-jude/no-bills.html', read: '2026-11-23' },
  },
  {
    id: 'save-the-children',
    name: 'Save the Children',
    category: 'children',
    faith: 'faith-friendly',
    website: 'https://www.savethechildren.org/',
    icon: '🧒',
    colors: ['#dc2626', '#fecaca'],
    source: { url: 'https://www.savethechildren.ch/en/about_us/for_children__since_1919_/', read: '2026-11-23' },
  },
  {
    id: 'chai-lifeline',
    name: 'Chai Lifeline',
    category: 'children',
    faith: 'jewish',
    website: 'https://www.chailifeline.org/',
    icon: '💙',
    colors: ['#1d4ed8', '#93c5fd'],
    source: { url: 'https://blog.chailifeline.org/vsamachta-bchagecha-chai-lifeline-spreads-joy-and-hope-to-communities-across-the-country/', read: '2026-11-23' },
  },
  {
    id: 'ohel',
    name: 'Ohel Children’s Home and Family Services',
    category: 'children',
    faith: 'jewish',
    website: 'https://www.ohelfamily.org/',
    icon: '🏠',
    colors: ['#0369a1', '#7dd3fc'],
    source: { url: 'https://www.ohelfamily.org/foster-care', read: '2026-11-23' },
  },
  {
    id: 'aspca',
    name: 'ASPCA',
    category: 'animals',
    faith: 'faith-friendly',
    website: 'https://www.aspca.org/',
    icon: '🐾',
    colors: ['#ea580c', '#fed7aa'],
    source: { url: 'https://www.aspca.org/about-us/faq', read: '2026-11-23' },
  },
  {
    id: 'best-friends',
    name: 'Best Friends Animal Society',
    category: 'animals',
    faith: 'faith-friendly',
    website: 'https://bestfriends.org/',
    icon: '🐶',
    colors: ['#16a34a', '#bbf7d0'],
    source: { url: 'https://bestfriends.org/no-kill-2025', read: '2026-11-23' },
  },
  {
    id: 'heifer-international',
    name: 'Heifer International',
    category: 'animals',
    faith: 'faith-friendly',
    website: 'https://www.heifer.org/',
    icon: '🐄',
    colors: ['#a16207', '#fef08a'],
    source: { url: 'https://www.weadapt.org/subject/heifer-international', read: '2026-11-23' },
  },
  {
    id: 'catholic-concern-for-animals',
    name: 'Catholic Concern for Animals',
    category: 'animals',
    faith: 'christian',
    website: 'https://catholic-animals.com/',
    icon: '🕊️',
    colors: ['#4f46e5', '#c7d2fe'],
    source: { url: 'https://catholic-animals.com', read: '2026-11-23' },
  },
  {
    id: 'aswa',
    name: 'Anglican Society for the Welfare of Animals',
    category: 'animals',
    faith: 'christian',
    website: 'https://aswa.org.uk/',
    icon: '🐑',
    colors: ['#0f766e', '#99f6e4'],
    source: { url: 'https://aswa.org.uk/about-us/message-from-chairman', read: '2026-11-23' },
  },
  {
    id: 'let-the-animals-live',
    name: 'Let the Animals Live',
    category: 'animals',
    faith: 'faith-friendly',
    website: 'https://en.letlive.org.il/',
    icon: '🐱',
    colors: ['#9333ea', '#e9d5ff'],
    source: { url: 'https://en.letlive.org.il/from-israel-to-canada/', read: '2026-11-23' },
  },
  {
    id: 'jewish-initiative-for-animals',
    name: 'Jewish Initiative for Animals',
    category: 'animals',
    faith: 'jewish',
    website: 'https://jifanimals.org/',
    icon: '🐓',
    colors: ['#2563eb', '#bfdbfe'],
    source: { url: 'https://jifanimals.org/who-we-are/annual-reports/', read: '2026-11-23' },
  },
];

/** Spec 001 §2 "Find Church or Synagogue Near Me": map searches and two outside finders. */
export const FINDERS = {
  churchesMap: 'https://www.google.com/maps/search/churches+near+me',
  synagoguesMap: 'https://www.google.com/maps/search/synagogues+near+me',
  // United Methodist Communications' Find-A-Church directory (umc.org).
  churchFinder: 'https://www.umc.org/find-a-church',
  // Chabad-Lubavitch's site, whose pages carry "Find Your Local Chabad Center".
  synagogueFinder: 'https://www.lubavitch.com/',
} as const;

/** Spec 001 §2 "Ready to Make an Impact?": two charity-rating sites. */
export const RATING_SITES = {
  charityNavigator: 'https://www.charitynavigator.org/',
  guideStar: 'https://www.guidestar.org/',
} as const;
