import type { Meta, StoryObj } from '@storybook/react';
import { MusicPanel, MusicPlayer } from './MusicPlayer';
import { MusicPlayer as Player, type AudioLike } from './player';
import { BUILT_IN_TRACKS } from './tracks';

// A silent stand-in for <audio>, so the panel's states can be shown without sound.
const silent = (): AudioLike => ({ src: '', loop: false, muted: false, volume: 1, play: () => Promise.resolve(), pause: () => undefined });

function panel(setup: (player: Player) => void = () => undefined) {
  const player = new Player(silent(), BUILT_IN_TRACKS);
  setup(player);
  return <MusicPanel player={player} onClose={() => undefined} />;
}

const meta = {
  title: 'Shell/MusicPlayer',
  component: MusicPlayer,
} satisfies Meta<typeof MusicPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The closed button as the page shows it (loads /music/tracks.json, else the built-in list). */
export const Closed: Story = {};
export const Paused: Story = { render: () => panel() };
export const Playing: Story = { render: () => panel((p) => void p.play()) };
export const Muted: Story = { render: () => panel((p) => (void p.play(), p.toggleMute())) };
export const PlayBlocked: Story = { render: () => panel((p) => p.store.setState({ blocked: true })) };
export const MusicTrack: Story = { render: () => panel((p) => p.next()) };
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, render: () => panel() };
