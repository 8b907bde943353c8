import styled from 'styled-components';
import { theme } from '@flow/ui';

/**
 * A missionary's round initial (or photo): purple for an AI helper, gold to rose for a person.
 * One piece for the War Room card and the chat header, so both read as the same person.
 */
export const MissionaryInitial = styled.span<{ $ai: boolean; $size?: 'md' | 'lg' }>`
  flex: none;
  width: ${({ $size }) => ($size === 'md' ? '2.75rem' : '3rem')};
  height: ${({ $size }) => ($size === 'md' ? '2.75rem' : '3rem')};
  border-radius: ${theme.radii.full};
  display: grid;
  place-items: center;
  font-size: ${({ $size, theme }) => ($size === 'md' ? theme.fontSizes.lg : theme.fontSizes.xl)};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primaryForeground};
  background: ${({ $ai, theme }) =>
    $ai
      ? `linear-gradient(135deg, ${theme.colors.purple500}, ${theme.colors.purple700})`
      : `linear-gradient(135deg, ${theme.colors.gold600}, ${theme.colors.rose500})`};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
