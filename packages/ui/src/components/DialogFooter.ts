import styled from 'styled-components';
import { theme } from '../theme';

/** The dialog's actions row; apart from Radix's dialog so forms can use it before that loads. */
export const DialogFooter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.spacing[2]};
  margin-top: ${theme.spacing[2]};

  & > * {
    width: 100%;
  }

  ${theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
    gap: ${theme.spacing[3]};

    & > * {
      width: auto;
    }
  }
`;
