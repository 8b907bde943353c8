import styled from 'styled-components';
import { visuallyHidden } from '../internal/styles';

/** Content for screen readers only (e.g. a label next to an icon). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
