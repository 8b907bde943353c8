/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildPath } from '@flow/api-client';
import { endpoints, PRAYER_MAX_LENGTH as CONTRACT_MAX } from '@flow/contracts';
import { PRAYER_MAX_LENGTH, WIDGET_PATHS } from './api';
import { WIDGET_LANGUAGES, setWidgetMessages, t, widgetLanguage } from './messages';

describe('the widget bundle stays in step with the contracts without importing them', () => {
  it('uses the contracts’ paths', () => {
    const key = 'site_AbCdEfGhIjKlMnOpQrStUvWx';
    expect(WIDGET_PATHS.dailyVerse).toBe(endpoints.dailyVerse.path);
    expect(WIDGET_PATHS.crisisLines).toBe(endpoints.crisisLines.path);
    expect(WIDGET_PATHS.challenge).toBe(endpoints.challenge.path);
    expect(WIDGET_PATHS.wall(key)).toBe(buildPath(endpoints.widgetWall.path, { key }));
    expect(WIDGET_PATHS.identity(key)).toBe(buildPath(endpoints.widgetIdentity.path, { key }));
    expect(WIDGET_PATHS.pray(key, 'p1')).toBe(buildPath(endpoints.widgetPray.path, { key, id: 'p1' }));
    expect(WIDGET_PATHS.heart(key, 'p1')).toBe(buildPath(endpoints.widgetHeart.path, { key, id: 'p1' }));
    expect(PRAYER_MAX_LENGTH).toBe(CONTRACT_MAX);
  });
});

describe('widget language and messages', () => {
  beforeAll(() => {
    const dir = path.join(__dirname, '../../../packages/i18n/locales');
    setWidgetMessages(
      Object.fromEntries(WIDGET_LANGUAGES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8')).widgets])) as never,
    );
  });

  it('takes lang, else the page language, matched to the nine', () => {
    expect(widgetLanguage('es', 'en')).toBe('es');
    expect(widgetLanguage(null, 'pt-PT')).toBe('pt-BR');
    expect(widgetLanguage('zh-TW', null)).toBe('zh-CN');
    expect(widgetLanguage('JA', null)).toBe('ja');
    expect(widgetLanguage('de', 'nl')).toBe('en');
    expect(widgetLanguage('', undefined)).toBe('en');
  });

  it('translates with placeholders, English for a missing language', () => {
    expect(t('es', 'verse.title')).toBe('Versículo del día');
    expect(t('ru', 'crisis.call', { number: '112' })).toBe('Позвонить 112');
    expect(t('en', 'wall.tooLong', { max: 2000 })).toBe('Please keep it under 2000 characters.');
  });
});
