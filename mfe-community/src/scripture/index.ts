export { DailyVerseCard } from './DailyVerseCard';
