import { changeLanguage, languages } from '@flow/i18n';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@flow/ui/menu';
import { useEffect, useRef } from 'react';
import type { LoadedMenuProps } from './deferredMenu';
import { Flag } from './flags/Flag';
import { LanguageTrigger, useCurrentLanguage } from './LanguageTrigger';

/** Spec 000 §1: each of the nine languages with its native name and flag (loaded after the first screen). */
export function LanguageMenu({ defaultOpen = false, focusTrigger = false }: LoadedMenuProps) {
  const { t, current } = useCurrentLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger ref={trigger} />
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={t('nav.language')}>
        <DropdownMenuRadioGroup value={current} onValueChange={(code) => void changeLanguage(code)}>
          {languages.map((l) => (
            <DropdownMenuRadioItem key={l.code} value={l.code} lang={l.code} data-testid={`language-option-${l.code}`}>
              <Flag code={l.code} />
              {l.nativeName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
