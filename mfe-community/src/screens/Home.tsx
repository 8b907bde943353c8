import { useTranslation } from '@flow/i18n';
import { Container, Stack } from '@flow/ui';
import styled from 'styled-components';
import { Composer } from '../wall/Composer';
import { PostFeed } from '../wall/PostFeed';
import { useWallEvents } from '../wall/useWallEvents';

const Intro = styled.header`
  padding: ${({ theme }) => theme.spacing[8]} 0 ${({ theme }) => theme.spacing[4]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export default function Home() {
  const { t } = useTranslation();
  useWallEvents();
  return (
    <Container size="md">
      <Intro>
        <h1>{t('wall.feedTitle')}</h1>
        <p>{t('wall.intro')}</p>
      </Intro>
      <Stack gap={6} style={{ paddingBottom: 48 }}>
        <Composer />
        <PostFeed />
      </Stack>
    </Container>
  );
}
