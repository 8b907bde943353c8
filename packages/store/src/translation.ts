import { TRANSLATION_CONSENT_KEY } from '@flow/contracts/light';
import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** Whether wall items in another language are translated without asking each time (kept per browser). */
export const AUTO_TRANSLATE_KEY = 'flow-auto-translate';

export interface TranslationConsentState {
  /** The visitor agreed that texts may be sent to the translation service. */
  granted: boolean;
  /** The saved choice has been read (true after loading even if reading failed). */
  checked: boolean;
  /** The consent dialog is open. */
  modalOpen: boolean;
  autoTranslate: boolean;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const translationConsentStore = createStore<TranslationConsentState>()(() => ({
  granted: false,
  checked: false,
  modalOpen: false,
  autoTranslate: false,
}));

// What the visitor asked for when the dialog opened (a Translate press), done once they agree.
let pendingAfterGrant: (() => void) | null = null;

function save(key: string, value: boolean, storage: Storage | null) {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(key, String(value));
  } catch (err) {
    // Spec 000 §4: storage failures only log a warning; the choice holds for this visit.
    console.warn(`Could not save ${key}`, err);
  }
}

/** Spec 000 §4: starts not granted, loaded from storage; `checked` becomes true even if loading fails. */
export function loadTranslationConsent(storage: Storage | null = browserStorage()) {
  try {
    if (!storage) throw new Error('no storage');
    const granted = storage.getItem(TRANSLATION_CONSENT_KEY) === 'true';
    translationConsentStore.setState({ granted, autoTranslate: granted && storage.getItem(AUTO_TRANSLATE_KEY) === 'true' });
  } catch (err) {
    console.warn('Could not read the translation consent', err);
  } finally {
    translationConsentStore.setState({ checked: true });
  }
}

export function grantTranslationConsent(storage: Storage | null = browserStorage()) {
  translationConsentStore.setState({ granted: true, modalOpen: false });
  save(TRANSLATION_CONSENT_KEY, true, storage);
  const then = pendingAfterGrant;
  pendingAfterGrant = null;
  then?.();
}

/** Revoking also stops Auto-translate: nothing is sent any more. */
export function revokeTranslationConsent(storage: Storage | null = browserStorage()) {
  pendingAfterGrant = null;
  translationConsentStore.setState({ granted: false, modalOpen: false, autoTranslate: false });
  save(TRANSLATION_CONSENT_KEY, false, storage);
  save(AUTO_TRANSLATE_KEY, false, storage);
}

/** Opens the consent dialog; `then` runs if the visitor agrees. */
export function askTranslationConsent(then?: () => void) {
  pendingAfterGrant = then ?? null;
  translationConsentStore.setState({ modalOpen: true });
}

export function closeTranslationConsent() {
  pendingAfterGrant = null;
  translationConsentStore.setState({ modalOpen: false });
}

/** Turning Auto-translate on needs consent first; the dialog asks and turns it on when granted. */
export function setAutoTranslate(on: boolean, storage: Storage | null = browserStorage()) {
  if (on && !translationConsentStore.getState().granted) {
    askTranslationConsent(() => setAutoTranslate(true, storage));
    return;
  }
  translationConsentStore.setState({ autoTranslate: on });
  save(AUTO_TRANSLATE_KEY, on, storage);
}

const ConsentContext = createContext(false);

/**
 * Loads the saved consent once and makes `useTranslationConsent` usable below it. The shell
 * renders it around everything; remotes share this module, so they are inside it too.
 */
export function TranslationConsentProvider({ children }: { children?: ReactNode }) {
  useEffect(() => {
    if (!translationConsentStore.getState().checked) loadTranslationConsent();
  }, []);
  return createElement(ConsentContext.Provider, { value: true }, children);
}

/** Spec 000 §4: using the consent state outside its provider is an error. */
export function useTranslationConsent(): TranslationConsentState {
  if (!useContext(ConsentContext)) throw new Error('useTranslationConsent must be used within a TranslationConsentProvider');
  return useStore(translationConsentStore);
}
