import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../internal/styles';
import { theme } from '../theme';

const controlStyles = css`
  display: block;
  width: 100%;
  min-width: 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: inherit;
  /* 16 px minimum: smaller text makes iOS Safari zoom the page on focus */
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  transition:
    border-color ${theme.durations.normal} ${theme.easings.standard},
    box-shadow ${theme.durations.normal} ${theme.easings.standard};

  &::placeholder {
    color: ${theme.colors.textSubtle};
    opacity: 1;
  }

  &:hover:not(:disabled):not(:focus) {
    border-color: ${theme.colors.neutral500};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.primary};
    /* a 2 px edge plus a soft halo: visible against both white and the warm page */
    box-shadow:
      0 0 0 1px ${theme.colors.primary},
      0 0 0 4px rgba(126, 85, 212, 0.22);
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.destructive};
  }

  &[aria-invalid='true']:focus {
    box-shadow:
      0 0 0 1px ${theme.colors.destructive},
      0 0 0 4px rgba(180, 35, 24, 0.16);
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
  }

  @media (forced-colors: active) {
    &:focus {
      outline: 2px solid CanvasText;
    }
  }
`;

export const Input = styled.input`
  ${controlStyles}
  min-height: 2.75rem;
  padding: 0 0.875rem;
`;

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 7.5rem;
  padding: ${theme.spacing[3]} 0.875rem;
  resize: vertical;
`;

export const Label = styled.label`
  display: inline-block;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.text};
`;

const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  min-width: 0;
`;

const HiddenLabel = styled(Label)`
  ${visuallyHidden}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.destructive};
`;

export interface FieldProps {
  label: ReactNode;
  /** The control: one Input, Textarea or similar element; it receives id and aria wiring. */
  children: ReactElement;
  hint?: ReactNode;
  /** When set the control is marked invalid and described by this message. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a composer that relies on its placeholder). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
}

interface ControlAriaProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export function Field({ label, children, hint, error, hideLabel = false, id, className }: FieldProps) {
  const autoId = useId();
  const child = Children.only(children);
  const childProps = (isValidElement(child) ? child.props : {}) as ControlAriaProps;
  const controlId = id ?? childProps.id ?? `${autoId}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy =
    [childProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const LabelComponent = hideLabel ? HiddenLabel : Label;

  return (
    <FieldRoot className={className}>
      <LabelComponent htmlFor={controlId}>{label}</LabelComponent>
      {cloneElement(child as ReactElement<ControlAriaProps>, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : childProps['aria-invalid'],
      })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </FieldRoot>
  );
}
