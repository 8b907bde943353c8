import crypto from 'node:crypto';
import { NOTIFICATION_SETTINGS_KEY } from '@flow/contracts';
import { DAY_GUARD_SCRIPT } from './day-page';

/**
 * Scripts of one line sent right after a drawn picture (first-screen.ts) that holds only for a
 * browser in a given state; run before the first paint, they take the picture away in any other
 * state, and the live screen shows that state as it does without a picture.
 *
 * `notifications`: /notification-settings is drawn as a browser shows it that has saved no
 * reminder settings and was never asked for permission (the switch off, 08:00, "not yet asked").
 * Saved settings of any kind, or a permission granted or refused, mean another picture.
 */
export const PICTURE_GUARDS = {
  notifications:
    `(function(){var f=document.getElementById('first-screen'),s=null,p='default';` +
    `try{s=localStorage.getItem(${JSON.stringify(NOTIFICATION_SETTINGS_KEY)})}catch(e){}` +
    `if('Notification'in window&&'serviceWorker'in navigator)p=Notification.permission;` +
    `if(f&&(s!==null||p!=='default'))f.remove()})()`,
} as const;

export type PictureGuard = keyof typeof PICTURE_GUARDS;

const hash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy's allowance for these guards and the day page's: the only inline
 * scripts it allows, each by the hash of its exact text (no nonce, so pages stay cacheable).
 */
export const PICTURE_GUARD_HASHES: readonly string[] = [DAY_GUARD_SCRIPT, ...Object.values(PICTURE_GUARDS)].map(hash);
