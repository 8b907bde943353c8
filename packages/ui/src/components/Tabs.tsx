import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { focusRing } from '../internal/styles';
import { theme } from '../theme';

export const Tabs = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  min-width: 0;
`;

// Scrolls sideways instead of wrapping: translated labels can be much longer than English.
export const TabsList = styled(RadixTabs.List)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[1]};
  max-width: 100%;
  width: fit-content;
  padding: ${theme.spacing[1]};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surfaceMuted};
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing[1.5]};
  flex-shrink: 0;
  min-height: 2.25rem;
  padding: 0 ${theme.spacing[4]};
  border: 0;
  border-radius: ${theme.radii.full};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${theme.durations.normal} ${theme.easings.standard},
    color ${theme.durations.normal} ${theme.easings.standard},
    box-shadow ${theme.durations.normal} ${theme.easings.standard};

  &:hover:not([data-disabled]) {
    color: ${theme.colors.text};
  }

  &[data-state='active'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.primarySoftText};
    box-shadow: ${theme.shadows.sm};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }

  ${focusRing}

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  min-width: 0;
  ${focusRing}
`;
