import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DAY_VERSE_ELEMENT_ID, DAY_VERSE_SLOTS, REFLECTION_KEYS } from '@flow/contracts';
import { languageCodes } from '@flow/i18n/languages';
import escapeHtml from 'escape-html';
import { startHarness, type Harness } from '../test/harness';
import { dayIn } from './day-page';
import { PICTURE_GUARDS } from './picture-guards';
import { REVALIDATE } from './static';

// The shapes packages/build/first-screen.mjs writes; the markup says which language and part it is.
const part = (name: string) => ({
  global: 'body{margin:0}',
  frame: '#first-screen{position:absolute}',
  languages: Object.fromEntries(languageCodes.map((l) => [l, { css: `#first-screen .${name}{color:red}`, html: `<div class="${name}">${name} in ${l}</div>` }])),
});
const INDEX = '<!doctype html><html lang="en"><head><title>Flow</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

// Raw node:http: supertest would decompress the body and hide what went over the wire.
const get = (h: Harness, url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${h.url}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

// The Daily Bible Verse's part: slots the server fills in with the visitor's day.
const dayPart = {
  ...part('verse'),
  day: 'verse',
  languages: Object.fromEntries(
    languageCodes.map((l) => [
      l,
      {
        css: '#first-screen .verse{color:red}',
        html: `<p class="date">${DAY_VERSE_SLOTS.date}</p><blockquote>${DAY_VERSE_SLOTS.verse}</blockquote><cite>${DAY_VERSE_SLOTS.reference}</cite><p class="reflection">${DAY_VERSE_SLOTS.reflection}</p>`,
        texts: Object.fromEntries(REFLECTION_KEYS.map((key) => [`verse.reflections.${key}`, `${key} in ${l}`])),
      },
    ]),
  ),
};

const billingParts = {
  '/user-dashboard': part('sign-in'),
  '/sign-in': { ...part('email-form'), withQuery: ['returnTo'], needs: 'email-sign-in' },
};

// Today's Manna's part: no reflection, so no words to send with it; a Torah verse has its own badge.
const mannaSlots = (badge: string) => `<b>${badge}</b><p class="date">${DAY_VERSE_SLOTS.date}</p><blockquote>${DAY_VERSE_SLOTS.verse}</blockquote>`;
const mannaPart = {
  ...part('manna'),
  day: 'verse',
  languages: Object.fromEntries(languageCodes.map((l) => [l, { css: '', html: mannaSlots(`Bible in ${l}`), variants: { torah: mannaSlots(`Torah in ${l}`) } }])),
};

describe('pages with their first screen drawn', () => {
  let h: Harness;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-first-screen-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(
      root,
      'shell/dist/first-screen.json',
      JSON.stringify({
        '/': part('header'),
        '/user-dashboard': part('dashboard-header'),
        '/missionaries': part('war-room-header'),
        '/daily-verse-detailed': part('verse-header'),
        '/sign-in': part('sign-in-header'),
        '/notification-settings': part('settings-header'),
        '/charities': part('charities-header'),
      }),
    );
    write(root, 'mfe-missionary/dist/first-screen.json', JSON.stringify({ '/missionaries': { ...part('team'), withQuery: false } }));
    write(root, 'mfe-community/dist/first-screen.json', JSON.stringify({ '/': part('welcome') }));
    write(root, 'mfe-billing/dist/first-screen.json', JSON.stringify(billingParts));
    write(
      root,
      'mfe-content/dist/first-screen.json',
      JSON.stringify({
        '/daily-verse-detailed': dayPart,
        '/notification-settings': { ...part('reminder'), guard: 'notifications' },
        // From a newer remote: a guard this server cannot send.
        '/charities': { ...part('charities'), guard: 'geolocation' },
      }),
    );
    h = await startHarness({ env: { FLOW_STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('draws the header and the welcome into the page, inert and hidden from assistive technology, in the browser language', async () => {
    const res = await get(h, '/', { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.5', 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<div id="root"></div><div id="first-screen" data-lang="ko" inert aria-hidden="true"><div class="header">header in ko</div><main><div class="welcome">welcome in ko</div></main></div>');
    expect(html).toContain('<style>body{margin:0}#first-screen{position:absolute}#first-screen .header{color:red}#first-screen .welcome{color:red}</style></head>');
    // The app's script is still what the page loads.
    expect(html).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('prefers the language the visitor chose (the shell keeps it in a cookie) over the browser, and English when nothing matches', async () => {
    const chosen = await get(h, '/', { 'Accept-Language': 'ko', Cookie: 'flow_lang=pt-BR', 'Accept-Encoding': 'identity' });
    expect(chosen.body.toString()).toContain('data-lang="pt-BR"');
    const forged = await get(h, '/', { 'Accept-Language': 'fr-CA', Cookie: 'flow_lang="><script>', 'Accept-Encoding': 'identity' });
    expect(forged.body.toString()).toContain('data-lang="fr"');
    expect(forged.body.toString()).not.toContain('<script>');
    const none = await get(h, '/', { 'Accept-Language': 'de-DE', 'Accept-Encoding': 'identity' });
    expect(none.body.toString()).toContain('data-lang="en"');
  });

  it('is sent brotli- or gzip-compressed, and answers revalidation with 304', async () => {
    const br = await get(h, '/', { 'Accept-Encoding': 'gzip, br', 'Accept-Language': 'ja' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('welcome in ja');
    const gz = await get(h, '/', { 'Accept-Encoding': 'gzip', 'Accept-Language': 'ja' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('welcome in ja');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await get(h, '/', { 'Accept-Encoding': 'gzip, br', 'Accept-Language': 'ja', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("draws the dashboard's sign-in card under that page's own header", async () => {
    const res = await get(h, '/user-dashboard', { 'Accept-Language': 'hi', 'Accept-Encoding': 'identity' });
    expect(res.status).toBe(200);
    const html = res.body.toString();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<div id="first-screen" data-lang="hi" inert aria-hidden="true"><div class="dashboard-header">dashboard-header in hi</div><main><div class="sign-in">sign-in in hi</div></main></div>');
    expect(html).not.toContain('welcome');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('sends the plain page to a signed-in visitor (their header and dashboard differ) and to every other route', async () => {
    for (const cookie of ['flow_signed_in=1', '__Host-flow_signed_in=1']) {
      for (const url of ['/', '/user-dashboard']) {
        const res = await get(h, url, { Cookie: cookie, Accept: 'text/html', 'Accept-Encoding': 'identity' });
        expect(res.body.toString()).toBe(INDEX);
      }
    }
    // Another path, even one that only looks like a drawn page, gets the plain page; a query
    // string does not change the page.
    expect((await get(h, '/user-dashboard/', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toBe(INDEX);
    expect((await get(h, '/user-dashboard?tab=settings', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toContain('sign-in in en');
    const route = await get(h, '/about', { Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(route.body.toString()).toBe(INDEX);
  });

  it('sends a page whose query can open another state of it plain when the URL has a query', async () => {
    const drawn = await get(h, '/missionaries', { Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(drawn.body.toString()).toContain('<div class="team">team in en</div>');
    const withQuery = await get(h, '/missionaries?join=1', { Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.toString()).toBe(INDEX);
  });

  it('draws /sign-in with or without the page to return to, and sends a link, a provider error or sign-out plain', async () => {
    for (const url of ['/sign-in', '/sign-in?returnTo=%2Fabout', '/sign-in?returnTo=%2F&returnTo=%2Fabout']) {
      const res = await get(h, url, { Accept: 'text/html', 'Accept-Encoding': 'identity', 'Accept-Language': 'ru' });
      expect(res.body.toString()).toContain('<div class="sign-in-header">sign-in-header in ru</div><main><div class="email-form">email-form in ru</div></main>');
    }
    for (const url of ['/sign-in?token=abc', '/sign-in?returnTo=%2F&token=abc', '/sign-in?error=denied', '/sign-in?signout=1', '/sign-in?returnto=%2F']) {
      const res = await get(h, url, { Accept: 'text/html', 'Accept-Encoding': 'identity' });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX);
    }
  });
  it('follows a picture that holds for one state of the browser by its guard, before anything of the app', async () => {
    const html = (await get(h, '/notification-settings', { Accept: 'text/html', 'Accept-Encoding': 'identity', 'Accept-Language': 'es' })).body.toString();
    expect(html).toContain(`<main><div class="reminder">reminder in es</div></main></div><script>${PICTURE_GUARDS.notifications}</script></body>`);
  });

  it('sends a page plain when its guard is not one this server knows', async () => {
    expect((await get(h, '/charities', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toBe(INDEX);
  });
});

describe('a deployment that signs in through an OIDC provider', () => {
  it("sends /sign-in plain: the e-mail form in the picture is not what its page shows", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-first-screen-oidc-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/first-screen.json', JSON.stringify({ '/user-dashboard': part('dashboard-header'), '/sign-in': part('sign-in-header') }));
    write(root, 'mfe-billing/dist/first-screen.json', JSON.stringify(billingParts));
    // Nothing answers there: the provider is only asked when someone signs in.
    const h = await startHarness({ env: { FLOW_STATIC_ROOT: root, OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'flow', OIDC_CLIENT_SECRET: 'secret' } });
    try {
      expect((await get(h, '/sign-in', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toBe(INDEX);
      expect((await get(h, '/user-dashboard', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toContain('sign-in in en');
    } finally {
      await h.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the Daily Bible Verse, drawn for the visitor\'s day', () => {
  let h: Harness;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-first-screen-day-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/first-screen.json', JSON.stringify({ '/daily-verse-detailed': part('verse-header'), '/daily-verse': part('manna-header') }));
    write(root, 'mfe-content/dist/first-screen.json', JSON.stringify({ '/daily-verse-detailed': dayPart, '/daily-verse': mannaPart }));
    h = await startHarness({ env: { FLOW_STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (language: string, headers: Record<string, string> = {}) => {
    const before = new Date();
    const res = await get(h, '/daily-verse-detailed', { 'Accept-Language': language, 'Accept-Encoding': 'identity', ...headers });
    return { res, html: res.body.toString(), before, after: new Date() };
  };
  const drawnDay = (html: string) => /<div id="first-screen" data-lang="[^"]+" data-date="(\d{4}-\d{2}-\d{2})" inert aria-hidden="true">/.exec(html)?.[1];

  it("fills in the day's verse, its date and its reflection in the visitor's language, for the day where their language is spoken", async () => {
    const { res, html, before, after } = await page('ja-JP,ja;q=0.9');
    expect(res.status).toBe(200);
    const day = drawnDay(html);
    // Tokyo's day, whichever side of a midnight the request fell on.
    expect([dayIn('Asia/Tokyo', before), dayIn('Asia/Tokyo', after)]).toContain(day);
    const verse = (await h.agent().get(`/api/daily-verse?date=${day}`)).body as { verse: string; reference: string; date: string };
    expect(html).toContain(`<blockquote>${escapeHtml(verse.verse)}</blockquote><cite>${escapeHtml(verse.reference)}</cite>`);
    const [y, m, d] = day!.split('-').map(Number);
    const long = new Intl.DateTimeFormat('ja', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
    expect(html).toContain(`<p class="date">${long}</p>`);
    expect(html).toMatch(/<p class="reflection">(love|peace|strength|hope|generic\d) in ja<\/p>/);
    expect(html).not.toContain('%%flow-day');
    // The verse for the live screen, with the reflection the picture shows, and the guard.
    const embedded = new RegExp(`<script type="application/json" id="${DAY_VERSE_ELEMENT_ID}">(.*?)</script><script>`).exec(html)?.[1];
    const record = JSON.parse(embedded!) as { verse: string; date: string; reflection: string };
    expect(record).toMatchObject({ verse: verse.verse, reference: verse.reference, date: day });
    expect(html).toContain(`<p class="reflection">${record.reflection} in ja</p>`);
    expect(html).toMatch(/<script>\(function\(\)\{var f=document\.getElementById\('first-screen'\)/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('guesses the day by the region of the first language, and says UTC without one', async () => {
    for (const [language, zone] of [
      ['en-US', 'America/Chicago'],
      ['pt', 'America/Sao_Paulo'],
      ['en-NZ', 'Pacific/Auckland'],
      ['sv-SE', 'UTC'],
      ['*', 'UTC'],
    ] as const) {
      const { html, before, after } = await page(language);
      expect({ language, day: [dayIn(zone, before), dayIn(zone, after)].includes(drawnDay(html)!) }).toEqual({ language, day: true });
    }
  });

  it('is one page per day and language, the same reflection for everyone, and revalidates with 304', async () => {
    const first = await page('fr-FR');
    const second = await page('fr-FR');
    if (drawnDay(first.html) === drawnDay(second.html)) {
      expect(second.html).toBe(first.html);
      const again = await get(h, '/daily-verse-detailed', { 'Accept-Language': 'fr-FR', 'Accept-Encoding': 'identity', 'If-None-Match': String(second.res.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  it("draws Today's Manna for the day too, with the badge of the day's verse's source", async () => {
    const res = await get(h, '/daily-verse', { 'Accept-Language': 'fr-FR', 'Accept-Encoding': 'identity' });
    const html = res.body.toString();
    const verse = JSON.parse(/<script type="application\/json" id="[^"]+">(.*?)<\/script>/.exec(html)![1]) as { verse: string; source: string; date: string };
    expect(html).toContain(`<b>${verse.source === 'torah' ? 'Torah' : 'Bible'} in fr</b>`);
    expect(html).toContain(`<blockquote>${escapeHtml(verse.verse)}</blockquote>`);
    expect(html).toContain(`data-date="${verse.date}"`);
  });

  it('sends the plain page with a query and to a signed-in visitor', async () => {
    expect((await get(h, '/daily-verse-detailed?x=1', { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString()).toBe(INDEX);
    expect((await page('en', { Cookie: 'flow_signed_in=1' })).html).toBe(INDEX);
  });
});

describe('a build without first-screen parts', () => {
  it('sends the plain page', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-first-screen-none-'));
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/first-screen.json', JSON.stringify({ '/': part('header') }));
    // A remote built before pages were keyed by path: not a part of any page.
    write(root, 'mfe-community/dist/first-screen.json', JSON.stringify(part('welcome')));
    const h = await startHarness({ env: { FLOW_STATIC_ROOT: root } });
    try {
      const res = await get(h, '/', { 'Accept-Encoding': 'identity' });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(INDEX);
    } finally {
      await h.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
