import { renderHook, act } from '@testing-library/react';
import { createElement } from 'react';
import {
  askTranslationConsent,
  closeTranslationConsent,
  grantTranslationConsent,
  loadTranslationConsent,
  revokeTranslationConsent,
  setAutoTranslate,
  translationConsentStore,
  TranslationConsentProvider,
  useTranslationConsent,
} from './translation';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}
const broken = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('translation consent (spec 000 §4)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    translationConsentStore.setState({ granted: false, checked: false, modalOpen: false, autoTranslate: false });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('starts not granted and unchecked, then loads the saved choice', () => {
    expect(translationConsentStore.getState()).toMatchObject({ granted: false, checked: false });
    loadTranslationConsent(memoryStorage({ 'flow-translation-consent': 'true' }));
    expect(translationConsentStore.getState()).toMatchObject({ granted: true, checked: true });
  });

  it('is checked even when loading fails, and only warns', () => {
    loadTranslationConsent(broken);
    expect(translationConsentStore.getState()).toMatchObject({ granted: false, checked: true });
    expect(warn).toHaveBeenCalled();
  });

  it('granting saves true and closes the dialog, then does what was asked', () => {
    const storage = memoryStorage();
    const then = jest.fn();
    askTranslationConsent(then);
    expect(translationConsentStore.getState().modalOpen).toBe(true);
    grantTranslationConsent(storage);
    expect(translationConsentStore.getState()).toMatchObject({ granted: true, modalOpen: false });
    expect(storage.data.get('flow-translation-consent')).toBe('true');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('revoking saves false, closes the dialog and stops Auto-translate', () => {
    const storage = memoryStorage();
    grantTranslationConsent(storage);
    setAutoTranslate(true, storage);
    askTranslationConsent();
    revokeTranslationConsent(storage);
    expect(translationConsentStore.getState()).toMatchObject({ granted: false, modalOpen: false, autoTranslate: false });
    expect(storage.data.get('flow-translation-consent')).toBe('false');
  });

  it('a dismissed dialog forgets the pending action', () => {
    const then = jest.fn();
    askTranslationConsent(then);
    closeTranslationConsent();
    grantTranslationConsent(memoryStorage());
    expect(then).not.toHaveBeenCalled();
  });

  it('Auto-translate asks for consent first', () => {
    const storage = memoryStorage();
    setAutoTranslate(true, storage);
    expect(translationConsentStore.getState()).toMatchObject({ autoTranslate: false, modalOpen: true });
    grantTranslationConsent(storage);
    expect(translationConsentStore.getState().autoTranslate).toBe(true);
    expect(storage.data.get('flow-auto-translate')).toBe('true');
  });

  it('a storage failure on save only warns; the choice holds for the visit', () => {
    grantTranslationConsent(broken);
    expect(translationConsentStore.getState().granted).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('the hook throws outside its provider and works inside it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTranslationConsent())).toThrow('useTranslationConsent must be used within a TranslationConsentProvider');
    error.mockRestore();
    const { result } = renderHook(() => useTranslationConsent(), {
      wrapper: ({ children }) => createElement(TranslationConsentProvider, null, children),
    });
    expect(result.current.checked).toBe(true);
    act(() => grantTranslationConsent(memoryStorage()));
    expect(result.current.granted).toBe(true);
  });
});
