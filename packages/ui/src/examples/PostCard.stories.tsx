import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Card, CardContent, CardFooter, CardHeader } from '../components/Card';
import { Field, Textarea } from '../components/FormControls';
import { HeartButton } from '../components/HeartButton';
import { Container, Stack } from '../components/Layout';
import { Logo } from '../components/Logo';

// A composition of the primitives, to judge the system as a whole at phone and desktop widths.
const meta = {
  title: 'Examples/Post card',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Meta2 = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Guidance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid ${({ theme }) => theme.colors.purple100};
`;

const Verse = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.scripture};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.purple900};
`;

const Reference = styled.cite`
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primarySoftText};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  background: rgba(250, 248, 245, 0.9);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.spacing[3]};
`;

function Post() {
  const [liked, setLiked] = useState(false);
  const [hearts, setHearts] = useState(14);
  return (
    <Card>
      <CardHeader>
        <Stack direction="row" gap={3} align="center">
          <Avatar anonymousId="anon_7fq2mz" />
          <Stack gap={0}>
            <strong style={{ fontSize: 15 }}>Anonymous</strong>
            <Meta2>2 hours ago</Meta2>
          </Stack>
        </Stack>
      </CardHeader>
      <CardContent>
        <Stack gap={4}>
          <p>
            I have been feeling anxious about my job interview next week. I keep doubting myself and can&apos;t
            sleep well.
          </p>
          <Guidance>
            <Badge>Bible</Badge>
            <Verse>“Cast all your anxiety on him because he cares for you.”</Verse>
            <Reference>1 Peter 5:7</Reference>
            <p style={{ fontSize: 15, color: '#4A433D' }}>
              You don&apos;t have to carry this alone. Hand the outcome to God tonight, and rest in knowing you are
              cared for whatever happens.
            </p>
          </Guidance>
        </Stack>
      </CardContent>
      <CardFooter style={{ justifyContent: 'space-between' }}>
        <HeartButton
          count={hearts}
          liked={liked}
          label="Give a heart"
          onToggle={(next) => {
            setLiked(next);
            setHearts((h) => h + (next ? 1 : -1));
          }}
        />
        <Button variant="ghost" size="sm">
          Pray for this
        </Button>
      </CardFooter>
    </Card>
  );
}

export const Wall: Story = {
  render: () => (
    <div>
      <Header>
        <Container>
          <Stack direction="row" justify="between" align="center">
            <Logo size="sm" />
            <Button size="sm" variant="secondary">
              Sign In
            </Button>
          </Stack>
        </Container>
      </Header>
      <Container size="md" style={{ paddingBlock: 24 }}>
        <Stack gap={5}>
          <Card>
            <CardContent>
              <Stack gap={3}>
                <Field label="Share anonymously" hideLabel>
                  <Textarea placeholder="What's on your heart? Share anonymously for spiritual guidance..." />
                </Field>
                <Stack direction="row" justify="end">
                  <Button>Share</Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <Post />
        </Stack>
      </Container>
    </div>
  ),
};
