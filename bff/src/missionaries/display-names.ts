import { randomInt } from 'node:crypto';

/** Qualities from the fruit of the Spirit and the Beatitudes, each a fitting first word. */
const QUALITIES = [
  'Faithful', 'Gentle', 'Joyful', 'Humble', 'Steadfast', 'Patient', 'Hopeful', 'Kind',
  'Devoted', 'Peaceful', 'Gracious', 'Loyal', 'Merciful', 'Prayerful', 'Trusting', 'Blessed',
];

/** People of the Bible remembered for faithfulness, prayer or care for others. */
const NAMES = [
  'Barnabas', 'Ruth', 'Naomi', 'Hannah', 'Samuel', 'Lydia', 'Priscilla', 'Aquila', 'Timothy',
  'Esther', 'Deborah', 'Miriam', 'Joshua', 'Caleb', 'Tabitha', 'Phoebe', 'Silas', 'Stephen',
  'Boaz', 'Gideon', 'Abigail', 'Joanna', 'Martha', 'Andrew', 'Philip', 'Nathanael', 'Dorcas',
  'Elisha', 'Anna', 'Simeon', 'Jonathan', 'Eunice',
];

/** 512 combinations; after that a number keeps names unique ("Faithful Ruth 2"). */
export const NAME_COMBINATIONS = QUALITIES.length * NAMES.length;

export function randomDisplayName(attempt: number): string {
  const base = `${QUALITIES[randomInt(QUALITIES.length)]} ${NAMES[randomInt(NAMES.length)]}`;
  // Early attempts stay in the plain pool; later ones add a number so crowding cannot loop forever.
  return attempt < 8 ? base : `${base} ${randomInt(2, 10_000)}`;
}
