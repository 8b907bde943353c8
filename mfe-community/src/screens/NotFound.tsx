import { useTranslation } from '@flow/i18n';
import { Button, Card, Stack, theme } from '@flow/ui';
import styled from 'styled-components';
import { useLocation } from 'wouter';

const Wrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${theme.spacing[6]} ${theme.spacing[4]};
`;
const Panel = styled(Card)`
  max-width: 520px;
  padding: ${theme.spacing[8]} ${theme.spacing[6]};
  text-align: center;
`;
const Code = styled.div`
  font-size: 56px;
  font-weight: 800;
  letter-spacing: -0.04em;
  background: linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.heart});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`;
const Text = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  line-height: 1.6;
`;

export default function NotFound() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Wrap>
      <Panel>
        <Stack gap={4} align="center">
          <Code aria-hidden="true">404</Code>
          <Title>{t('notFound.title')}</Title>
          <Text>{t('notFound.text')}</Text>
          <Button onClick={() => navigate('/')}>{t('notFound.returnHome')}</Button>
        </Stack>
      </Panel>
    </Wrap>
  );
}
