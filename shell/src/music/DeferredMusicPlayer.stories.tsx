import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { DeferredMusicPlayer } from './DeferredMusicPlayer';

/** What the dock renders: the music button once the player's code and track list have loaded. */
const meta = { title: 'Shell/DeferredMusicPlayer', component: DeferredMusicPlayer } satisfies Meta<typeof DeferredMusicPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterTheFirstScreen: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('music-open', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
