import type { Meta, StoryObj } from '@storybook/react';
import LogoShowcaseScreen from './LogoShowcaseScreen';
import MarketingScreen from './MarketingScreen';

const meta = { title: 'Content/Brand', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;

export const LogoShowcase: StoryObj = { render: () => <LogoShowcaseScreen /> };
export const Marketing: StoryObj = { render: () => <MarketingScreen /> };
