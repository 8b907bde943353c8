import { useTranslation } from '@flow/i18n';
import { Container, Spinner, theme } from '@flow/ui';
import styled from 'styled-components';

export const Center = styled(Container)`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.spacing[3]};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

/** The dashboard while it is known who is signed in and their account loads. */
export function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <Center size="sm" aria-busy="true">
      <Spinner size={28} />
      <span>{t('dashboard.loading')}</span>
    </Center>
  );
}
