import { memoizedImport } from '@flow/ui';
import { useDeferredMenu } from './deferredMenu';
import { LanguageTrigger } from './LanguageTrigger';

const loadLanguageMenu = memoizedImport(() => import('./LanguageMenu'));

/**
 * Spec 000 §1: the language menu. Its button shows at once; Radix's menu (not needed to read or
 * write on the first screen) loads just after, or as soon as the button is pointed at or focused.
 */
export function LanguageSelect() {
  const { module, menuProps, triggerProps } = useDeferredMenu(loadLanguageMenu);
  if (module) return <module.LanguageMenu {...menuProps} />;
  return <LanguageTrigger {...triggerProps} />;
}
