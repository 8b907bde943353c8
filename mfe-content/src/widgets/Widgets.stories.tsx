import type { Meta, StoryObj } from '@storybook/react';
import { createElement, useEffect, useState } from 'react';
import en from '../../../packages/i18n/locales/en.json';
import es from '../../../packages/i18n/locales/es.json';
import ja from '../../../packages/i18n/locales/ja.json';
import { setWidgetMessages } from './messages';
import './index';

// Storybook has no build-time tables: give the elements three languages' worth.
setWidgetMessages({ en: en.widgets, es: es.widgets, ja: ja.widgets } as never);

type Mode = 'content' | 'loading' | 'error';

const verse = { verse: 'The Lord is my shepherd; I shall lack nothing.', reference: 'Psalm 23:1', source: 'bible', date: '2026-11-25' };
const wall = {
  site: { name: 'Grace Chapel', showFlowWall: true },
  prayerRequests: [
    { id: 'p1', content: 'Please pray for our youth camp this weekend.', createdAt: new Date(Date.now() - 5 * 60_000).toISOString(), hearts: 3, isAnswered: false, testimony: null, fromSite: true },
    { id: 'p2', content: 'Healing for my mother after her surgery.', createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(), hearts: 12, isAnswered: true, testimony: 'She is home and recovering.', fromSite: false },
  ],
};
const crisis = {
  countryCode: 'US',
  countries: [
    {
      countryCode: 'US',
      name: 'United States',
      emergency: { display: '911', href: 'tel:911' },
      lines: [
        { id: '988', name: '988 Suicide & Crisis Lifeline', kind: 'crisis', call: { display: '988', href: 'tel:988' }, text: { display: '988', href: 'sms:988', body: null }, chatUrl: 'https://988lifeline.org/chat/', hours: 'always', languages: ['en', 'es'], option: null, source: { url: 'https://988lifeline.org', retrieved: '2026-01-01', kind: 'official' } },
      ],
    },
  ],
  international: { name: 'Find a Helpline', url: 'https://findahelpline.com' },
};

/** Answers the widgets' reads in the browser, as Flow would (or never, or with an error). */
function stubFlow(mode: Mode) {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/api/')) return original(input, init);
    if (mode === 'loading') return new Promise<Response>(() => undefined);
    if (mode === 'error') throw new TypeError('Failed to fetch');
    const body = url.pathname === '/api/daily-verse' ? verse : url.pathname === '/api/crisis-lines' ? crisis : wall;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return () => {
    window.fetch = original;
  };
}

function Embedded({ tag, mode, lang, theme }: { tag: string; mode: Mode; lang: string; theme?: 'light' | 'dark' }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const restore = stubFlow(mode);
    setReady(true);
    return restore;
  }, [mode]);
  if (!ready) return null;
  const attrs: Record<string, string> = { lang, ...(theme ? { theme } : {}) };
  if (tag === 'flow-prayer-wall') Object.assign(attrs, { site: 'site_AbCdEfGhIjKlMnOpQrStUvWx', limit: '10' });
  return <div style={{ maxWidth: 480, padding: 16, background: theme === 'dark' ? '#111' : undefined }}>{createElement(tag, attrs)}</div>;
}

const meta = {
  title: 'Content/Widgets',
  component: Embedded,
  args: { tag: 'flow-daily-verse', mode: 'content', lang: 'en' },
  argTypes: {
    tag: { control: 'select', options: ['flow-daily-verse', 'flow-prayer-wall', 'flow-crisis-lines'] },
    mode: { control: 'select', options: ['content', 'loading', 'error'] },
    lang: { control: 'select', options: ['en', 'es', 'ja'] },
  },
} satisfies Meta<typeof Embedded>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DailyVerse: Story = {};
export const DailyVerseSpanish: Story = { args: { lang: 'es' } };
export const DailyVerseLoading: Story = { args: { mode: 'loading' } };
export const DailyVerseError: Story = { args: { mode: 'error' } };
export const PrayerWall: Story = { args: { tag: 'flow-prayer-wall' } };
export const PrayerWallDark: Story = { args: { tag: 'flow-prayer-wall', theme: 'dark' } };
export const PrayerWallError: Story = { args: { tag: 'flow-prayer-wall', mode: 'error' } };
export const CrisisLines: Story = { args: { tag: 'flow-crisis-lines' } };
export const CrisisLinesJapanese: Story = { args: { tag: 'flow-crisis-lines', lang: 'ja' } };
