import type { PublicMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { ChevronDownIcon, theme } from '@flow/ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  width: 100%;
  min-height: 3.25rem;
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  > svg {
    margin-left: auto;
    flex: none;
  }
`;
const List = styled.ul`
  position: absolute;
  z-index: ${theme.zIndices.dropdown};
  inset: calc(100% + 4px) 0 auto 0;
  max-height: 18rem;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.spacing[1]};
  list-style: none;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
`;
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[2]};
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  background: ${({ $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${theme.colors.primarySoft};
  }
`;
const Initial = styled.span`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryForeground};
  font-weight: ${theme.fontWeights.bold};
`;
const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  small {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

function Person({ missionary }: { missionary: PublicMissionary }) {
  return (
    <>
      <Initial aria-hidden="true">{missionary.displayName.charAt(0).toUpperCase()}</Initial>
      <Text>
        <strong>{missionary.displayName}</strong>
        <small>
          {missionary.specialization} · {missionary.languages.map((l) => l.toUpperCase()).join(', ')}
        </small>
      </Text>
    </>
  );
}

export interface MissionaryPickerProps {
  missionaries: PublicMissionary[];
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
  labelledBy?: string;
}

/** Spec 001 §2: a dropdown of the human missionaries, each with initial, name, specialization and languages. */
export function MissionaryPicker({ missionaries, value, onChange, disabled, labelledBy }: MissionaryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const selected = missionaries.find((m) => m.id === value) ?? null;

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (id: string) => {
    onChange(id);
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + missionaries.length) % Math.max(1, missionaries.length));
    } else if ((e.key === 'Enter' || e.key === ' ') && open) {
      e.preventDefault();
      const m = missionaries[active];
      if (m) choose(m.id);
    }
  };

  return (
    <Wrap ref={wrap}>
      <Trigger
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelledBy}
        aria-activedescendant={open && missionaries[active] ? `${listId}-${active}` : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
        data-testid="missionary-picker"
      >
        {selected ? <Person missionary={selected} /> : <span>{t('connect.choosePlaceholder')}</span>}
        <ChevronDownIcon size={18} aria-hidden="true" />
      </Trigger>
      {open && (
        <List role="listbox" id={listId} aria-labelledby={labelledBy}>
          {missionaries.map((m, i) => (
            <Option
              key={m.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={m.id === value}
              $active={i === active}
              onClick={() => choose(m.id)}
              onMouseEnter={() => setActive(i)}
            >
              <Person missionary={m} />
            </Option>
          ))}
        </List>
      )}
    </Wrap>
  );
}
