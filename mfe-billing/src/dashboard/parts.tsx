import { LOGOUT_PATH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { Button, CheckIcon, type ButtonAsLinkProps, theme } from '@flow/ui';
import { useLocation } from 'wouter';
import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  gap: ${theme.spacing[4]};
  grid-template-columns: 1fr;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    & > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[2]} 0;
  border-bottom: 1px solid ${theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  dt {
    flex: none;
    white-space: nowrap;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
    min-width: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  margin-top: ${theme.spacing[4]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  li {
    display: flex;
    gap: ${theme.spacing[2]};
    align-items: flex-start;
    color: ${theme.colors.text};
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.success};
  }
`;

/** Spec 001 §2: the premium benefits shown to free users. */
export function BenefitList() {
  const { t } = useTranslation();
  return (
    <List data-testid="benefits">
      {(['requests', 'chat', 'devotionals', 'support'] as const).map((key) => (
        <li key={key}>
          <CheckIcon size={16} aria-hidden="true" />
          {t(`dashboard.benefits.${key}`)}
        </li>
      ))}
    </List>
  );
}

/** A button-looking link that moves inside the app without reloading it. */
export function NavButton({ href, ...rest }: Omit<ButtonAsLinkProps, 'onClick'>) {
  const [, navigate] = useLocation();
  return (
    <Button
      href={href}
      {...rest}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}

/**
 * Sign Out: a form post, still a full-page navigation (spec 000 §2). A GET must change nothing,
 * or any site could sign a person out with a link; the server checks the form's Origin.
 */
export function SignOutButton({ size }: { size?: 'sm' }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={LOGOUT_PATH} style={{ display: 'contents' }}>
      <Button type="submit" variant="outline" size={size}>
        {t('dashboard.signOut')}
      </Button>
    </form>
  );
}
