import { useTranslation } from '@flow/i18n';
import { dismissServerHeader, IconButton, Logo, theme } from '@flow/ui';
import { useEffect, useLayoutEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { Link, useLocation } from 'wouter';
import { signInHref, useSignedInUser, useUserStatus } from '@flow/store';
import { MobileSignOut, MobileUserSummary, SignInButton, UserMenu } from './account/UserMenu';
import { LanguageSelect } from './LanguageSelect';
import { DESKTOP_NAV_MIN } from './layout';

/** Spec 000 §2 Header; the mobile menu omits notification settings. */
const links = [
  { href: '/', key: 'nav.home' },
  { href: '/daily-verse', key: 'nav.dailyVerse' },
  { href: '/about', key: 'nav.about' },
  { href: '/missionaries', key: 'nav.missionaries' },
  { href: '/charities', key: 'nav.charities' },
  { href: '/notification-settings', key: 'nav.notificationSettings', desktopOnly: true },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  padding-top: env(safe-area-inset-top);
  background: ${theme.colors.surface}e6;
  backdrop-filter: saturate(160%) blur(12px);
  border-bottom: 1px solid ${theme.colors.border};
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${theme.spacing[4]};
  padding: ${theme.spacing[3]} ${theme.spacing[4]};
`;
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
  color: inherit;
  margin-right: auto;
`;
const linkStyle = css<{ $active: boolean }>`
  color: ${({ $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ $active }) => ($active ? 600 : 500)};
  text-decoration: none;
  white-space: nowrap;
  padding: 6px 10px;
  border-radius: ${theme.radii.full};
  background: ${({ $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
const DesktopNav = styled.nav`
  display: none;
  gap: ${theme.spacing[1]};
  @media (min-width: ${DESKTOP_NAV_MIN}px) {
    display: flex;
  }
`;
const NavLink = styled(Link)<{ $active: boolean }>`
  ${linkStyle}
`;
const MenuToggle = styled.div`
  @media (min-width: ${DESKTOP_NAV_MIN}px) {
    display: none;
  }
`;
const MobileNav = styled.nav`
  display: flex;
  flex-direction: column;
  padding: ${theme.spacing[2]} ${theme.spacing[4]} ${theme.spacing[4]};
  gap: ${theme.spacing[1]};
  @media (min-width: ${DESKTOP_NAV_MIN}px) {
    display: none;
  }
`;
const MobileLink = styled(Link)<{ $active: boolean }>`
  ${linkStyle}
  padding: 12px 14px;
  border-radius: ${theme.radii.md};
`;

// Sign In / Sign Out are full page navigations (spec 000 §2), so plain anchors, not router links.
const MobileAnchor = styled.a<{ $active: boolean }>`
  ${linkStyle}
  padding: 12px 14px;
  border-radius: ${theme.radii.md};
  border-top: 1px solid ${theme.colors.border};
  margin-top: ${theme.spacing[1]};
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const user = useSignedInUser();
  const status = useUserStatus();
  useEffect(() => setOpen(false), [location]);
  // Once this header shows what the server drew (signed in or not is known), the drawn one goes.
  useLayoutEffect(() => {
    if (status !== 'unknown') dismissServerHeader();
  }, [status]);

  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label={t('app.name')} data-native-hide="">
          <Logo size={32} />
        </Brand>
        <DesktopNav aria-label={t('nav.mainNavigation')}>
          {links.map((l) => (
            <NavLink key={l.href} href={l.href} $active={location === l.href} aria-current={location === l.href ? 'page' : undefined}>
              {t(l.key)}
            </NavLink>
          ))}
        </DesktopNav>
        <LanguageSelect />
        {user ? <UserMenu user={user} /> : status === 'signed-out' && <SignInButton />}
        <MenuToggle>
          <IconButton
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-nav"
            onClick={() => setOpen((o) => !o)}
          >
            <MenuIcon open={open} />
          </IconButton>
        </MenuToggle>
      </Inner>
      {open && (
        <MobileNav id="mobile-nav" aria-label={t('nav.mainNavigation')}>
          {user && <MobileUserSummary user={user} />}
          {links
            .filter((l) => !('desktopOnly' in l))
            .map((l) => (
              <MobileLink key={l.href} href={l.href} $active={location === l.href}>
                {t(l.key)}
              </MobileLink>
            ))}
          {user && (
            <MobileLink href="/user-dashboard" $active={location === '/user-dashboard'}>
              {t('account.dashboard')}
            </MobileLink>
          )}
          {user?.isModerator && (
            <MobileLink href="/moderation" $active={location === '/moderation'}>
              {t('account.moderation')}
            </MobileLink>
          )}
          {user ? (
            <MobileSignOut />
          ) : (
            status === 'signed-out' && <MobileAnchor href={signInHref()} $active={false}>{t('account.signIn')}</MobileAnchor>
          )}
        </MobileNav>
      )}
    </Bar>
  );
}
