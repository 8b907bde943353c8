import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sampleDirect, samplePending } from './fixtures';
import { PendingTab } from './PendingTab';

beforeAll(() => initI18n({ language: 'en' }));

describe('private requests on the Pending Requests tab', () => {
  const view = (selectedId: string | null) => {
    const onSelect = jest.fn();
    render(
      <UiProvider>
        <PendingTab
          requests={[...sampleDirect, ...samplePending]}
          selectedId={selectedId}
          draft=""
          sending={false}
          voiceCoolingDown={false}
          onSelect={onSelect}
          onDraft={jest.fn()}
          onSend={jest.fn()}
          onVoice={jest.fn()}
        />
      </UiProvider>,
    );
    return onSelect;
  };

  it('marks them private, without hearts, and names a voice message with its length', () => {
    view(null);
    const cards = screen.getAllByTestId('pending-request');
    expect(within(cards[0]).getByText('Private request')).toBeTruthy();
    expect(within(cards[0]).getByText('Voice message (48 s)')).toBeTruthy();
    expect(within(cards[1]).getByText(/has not spoken to our family/)).toBeTruthy();
    expect(within(cards[2]).queryByText('Private request')).toBeNull();
  });

  it('lets the missionary listen to a selected voice request', () => {
    const onSelect = view('d-1');
    const audio = screen.getByTestId('request-voice') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/prayer-connections/d-1/voice');
    expect(audio.controls).toBe(true);
    fireEvent.click(screen.getAllByTestId('pending-request')[1]);
    expect(onSelect).toHaveBeenCalledWith('d-2');
  });
});
