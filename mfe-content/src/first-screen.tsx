import { DAY_VERSE_SLOTS, REFLECTION_KEYS } from '@flow/contracts';
import { renderFirstScreenPart, renderFirstScreenVariants } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import AboutScreen from './about/AboutScreen';
import MarketingScreen from './brand/MarketingScreen';
import CharitiesScreen from './charities/CharitiesScreen';
import MannaScreen from './manna/MannaScreen';
import { DEFAULT_SETTINGS } from './notifications/browserPush';
import { NotificationSettingsView } from './notifications/NotificationSettingsView';
import DailyBibleVerseScreen from './verse/DailyBibleVerseScreen';

/** Nothing is fetched at build time: the parts that come from the server fill in on the live page. */
const noSiteInfo = () => new Promise<never>(() => undefined);
const noDialog = () => new Promise<never>(() => undefined);
const nothing = () => undefined;

const mannaPicture = (source: 'bible' | 'torah') => (
  <Router ssrPath="/daily-verse">
    <MannaScreen
      initial={{ verse: DAY_VERSE_SLOTS.verse, reference: DAY_VERSE_SLOTS.reference, source, date: '2000-01-01' }}
      labels={{ date: DAY_VERSE_SLOTS.date }}
      side={false}
    />
  </Router>
);

/**
 * Content's part of the server-drawn first screens: the pages whose words do not depend on the
 * visitor or the day (About, Charities and Marketing), as they look before the site's own details
 * arrive; and the Daily Bible Verse with slots for the day, which the server fills in with the
 * day's verse, its date and its reflection (in each language's words, sent with the part), and
 * Today's Manna the same way; and
 * the reminder settings as a browser first shows them (nothing saved, permission never asked),
 * with the guard that takes the picture away in a browser where they differ.
 */
export default async function render() {
  return {
    '/about': await renderFirstScreenPart(() => (
      <Router ssrPath="/about">
        <AboutScreen loadSiteInfo={noSiteInfo} loadDonationDialog={noDialog} />
      </Router>
    )),
    '/charities': await renderFirstScreenPart(() => (
      <Router ssrPath="/charities">
        <CharitiesScreen loadSiteInfo={noSiteInfo} />
      </Router>
    )),
    '/marketing': await renderFirstScreenPart(() => (
      <Router ssrPath="/marketing">
        <MarketingScreen />
      </Router>
    )),
    '/daily-verse-detailed': {
      ...(await renderFirstScreenPart(
        () => (
          <Router ssrPath="/daily-verse-detailed">
            <DailyBibleVerseScreen
              initial={{ text: DAY_VERSE_SLOTS.verse, reference: DAY_VERSE_SLOTS.reference, source: 'bible', date: '2000-01-01', reflection: 'love' }}
              labels={{ date: DAY_VERSE_SLOTS.date, reflection: DAY_VERSE_SLOTS.reflection }}
            />
          </Router>
        ),
        REFLECTION_KEYS.map((key) => `verse.reflections.${key}` as const),
      )),
      day: 'verse' as const,
    },
    // Today's Manna: the day's verse, its source's badge and the long date; its Hebrew date and moon
    // are the visitor's moment's, so that column is left empty in the picture.
    '/daily-verse': {
      ...(await renderFirstScreenVariants({
        bible: () => mannaPicture('bible'),
        torah: () => mannaPicture('torah'),
      })),
      day: 'verse' as const,
    },
    '/notification-settings': {
      ...(await renderFirstScreenPart(() => (
        <Router ssrPath="/notification-settings">
          <NotificationSettingsView settings={DEFAULT_SETTINGS} permission="default" onToggle={nothing} onTimeChange={nothing} onTest={nothing} />
        </Router>
      ))),
      guard: 'notifications' as const,
    },
  };
}
