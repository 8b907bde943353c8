import type { Meta, StoryObj } from '@storybook/react';
import styled from 'styled-components';
import { Stack } from './components/Layout';
import { theme } from './theme';

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Swatch = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 120px;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};

  span:first-child {
    height: 56px;
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border};
  }

  strong {
    color: ${theme.colors.text};
    font-weight: 600;
  }
`;

const semantic = [
  'background',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'primary',
  'primaryHover',
  'primarySoft',
  'primarySoftText',
  'heart',
  'success',
  'warning',
  'destructive',
  'premium',
] as const;

export const Colors: Story = {
  render: () => (
    <Stack gap={6}>
      <Stack direction="row" gap={3} wrap>
        {semantic.map((name) => (
          <Swatch key={name}>
            <span style={{ background: theme.colors[name] }} />
            <strong>{name}</strong>
            {theme.colors[name]}
          </Swatch>
        ))}
      </Stack>
      <Stack direction="row" gap={1} wrap>
        {([50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const).map((step) => (
          <Swatch key={step} style={{ width: 72 }}>
            <span style={{ background: theme.colors[`purple${step}`] }} />
            <strong>{step}</strong>
          </Swatch>
        ))}
      </Stack>
    </Stack>
  ),
};

export const Typography: Story = {
  render: () => (
    <Stack gap={4}>
      {(Object.keys(theme.fontSizes) as Array<keyof typeof theme.fontSizes>)
        .slice()
        .reverse()
        .map((size) => (
          <div key={size} style={{ fontSize: theme.fontSizes[size], lineHeight: theme.lineHeights.snug }}>
            {size} · Cast all your anxiety on him because he cares for you.
          </div>
        ))}
      <blockquote style={{ margin: 0, fontFamily: theme.fonts.scripture, fontSize: theme.fontSizes.xl }}>
        “Cast all your anxiety on him because he cares for you.” — 1 Peter 5:7
      </blockquote>
    </Stack>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Stack direction="row" gap={6} wrap>
      {(Object.keys(theme.shadows) as Array<keyof typeof theme.shadows>).map((shadow) => (
        <div
          key={shadow}
          style={{
            width: 120,
            height: 88,
            display: 'grid',
            placeItems: 'center',
            background: theme.colors.surface,
            borderRadius: theme.radii.lg,
            boxShadow: theme.shadows[shadow],
            fontSize: theme.fontSizes.sm,
          }}
        >
          {shadow}
        </div>
      ))}
    </Stack>
  ),
};
