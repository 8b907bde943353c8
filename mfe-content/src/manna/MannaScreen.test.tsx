import { DAY_VERSE_ELEMENT_ID, type DailyVerse } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import QRCode from 'qrcode';
import MannaScreen from './MannaScreen';

// The QR image itself is checked in the browser (e2e/content.spec.ts); here, what is asked of it.
jest.mock('qrcode', () => ({ __esModule: true, default: { toDataURL: jest.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') } }));

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const verse: DailyVerse = { date: '2026-12-10', verse: 'Be strong and courageous.', reference: 'Deuteronomy 31:6', source: 'torah' };
// 10 December 2026: Chanukah's seventh candle and Rosh Chodesh Tevet.
const now = new Date(2026, 11, 10, 9, 0);

function renderScreen(loadVerse: (date: string) => Promise<DailyVerse>, generateImage: (v: Pick<DailyVerse, 'verse' | 'reference' | 'source'>) => Promise<string> = async () => 'data:image/png;base64,iVBORw0KGgo=') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <MannaScreen now={now} loadVerse={loadVerse} generateImage={generateImage} origin="https://flow.example" />
      </UiProvider>
    </SWRConfig>,
  );
}

describe("Today's Manna (spec 001 §2)", () => {
  it("asks for the visitor's own date and shows the verse with its Torah badge", async () => {
    const load = jest.fn(async () => verse);
    renderScreen(load);
    expect(screen.getByTestId('manna-skeleton')).toBeInTheDocument();
    expect(await screen.findByText(verse.verse)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('2026-12-10');
    expect(screen.getByText('Torah')).toBeInTheDocument();
    expect(screen.getByTestId('manna-date')).toHaveTextContent('Thursday, December 10, 2026');
    expect(screen.queryByText("Today's verse will be available soon")).not.toBeInTheDocument();
  });

  it('falls back to Proverbs 3:5 with the note when no verse comes back', async () => {
    renderScreen(async () => Promise.reject(new Error('500: down')));
    expect(await screen.findByText('Proverbs 3:5')).toBeInTheDocument();
    expect(screen.getByText("Today's verse will be available soon")).toBeInTheDocument();
    expect(screen.getByText('Bible')).toBeInTheDocument();
  });

  it('shows the Hebrew date, the observances and the moon', async () => {
    renderScreen(async () => verse);
    const calendar = screen.getByTestId('jewish-calendar');
    expect(calendar).toHaveTextContent('30th of Kislev, 5787');
    expect(calendar).toHaveTextContent('Chanukah: 7 Candles');
    expect(calendar).toHaveTextContent('Rosh Chodesh Tevet');
    const moon = screen.getByTestId('moon-phase');
    expect(moon).toHaveTextContent(/Waning Crescent|New Moon/);
    expect(moon).toHaveTextContent(/\d+%/);
    await screen.findByText(verse.verse);
  });

  it('copies the verse with Verse Copied! and the invitation with Link Copied!', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(async () => verse);
    await screen.findByText(verse.verse);
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0]);
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Verse Copied! 📋' }));
    expect(writeText).toHaveBeenCalledWith('“Be strong and courageous.” — Deuteronomy 31:6');
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[1]);
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Link Copied!' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('https://flow.example'));
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    renderScreen(async () => verse);
    await screen.findByText(verse.verse);
    fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0]);
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Copy Failed', variant: 'destructive' }));
  });

  it('links WhatsApp with the invitation and the origin, in a new tab, beside the QR code', async () => {
    renderScreen(async () => verse);
    const link = screen.getByRole('link', { name: 'WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(decodeURIComponent(link.getAttribute('href')!)).toMatch(/^https:\/\/wa\.me\/\?text=.*https:\/\/flow\.example$/);
    expect(await screen.findByTestId('flow-qr')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(QRCode.toDataURL).toHaveBeenCalledWith('https://flow.example', { width: 128, margin: 1, color: { dark: '#6b21a8', light: '#ffffff' } });
    await screen.findByText(verse.verse);
  });

  it('makes the image: Generating Image..., then the toast and the picture in the tab opened on the click', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.defineProperty(URL, 'createObjectURL', { value: jest.fn(() => 'blob:flow/1'), configurable: true });
    let finish: (url: string) => void = () => undefined;
    const generate = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderScreen(async () => verse, generate);
    await screen.findByText(verse.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    expect(await screen.findByRole('button', { name: 'Generating Image...' })).toBeDisabled();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(generate).toHaveBeenCalledWith(expect.objectContaining({ verse: verse.verse, reference: verse.reference, source: verse.source }));
    finish('data:image/png;base64,iVBORw0KGgo=');
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Image Generated! 🎨' }));
    expect(tab.location.href).toBe('blob:flow/1');
    expect(tab.opener).toBeNull();
    expect(screen.getByRole('button', { name: 'Image' })).toBeEnabled();
    open.mockRestore();
  });

  it('says Image Generation Failed and closes the tab when the server refuses', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderScreen(async () => verse, async () => Promise.reject(new Error('429: slow down')));
    await screen.findByText(verse.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Image Generation Failed', description: 'Unable to generate image. Please try again later.', variant: 'destructive' }),
    );
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  describe('sent with a picture of it by the server', () => {
    const embed = (date: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = DAY_VERSE_ELEMENT_ID;
      element.textContent = JSON.stringify({ verse: verse.verse, reference: verse.reference, source: verse.source, date, reflection: 'strength' });
      document.body.append(element);
    };
    afterEach(() => document.getElementById(DAY_VERSE_ELEMENT_ID)?.remove());

    it("starts from the day's verse in the page, with no skeleton and no call", async () => {
      embed('2026-12-10');
      const load = jest.fn(async () => verse);
      renderScreen(load);
      expect(screen.queryByTestId('manna-skeleton')).not.toBeInTheDocument();
      expect(screen.getByText(verse.verse)).toBeInTheDocument();
      expect(screen.getByText('Torah')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
    });

    it("asks for the visitor's own day when the page's verse is another day's", async () => {
      embed('2026-12-09');
      const load = jest.fn(async () => verse);
      renderScreen(load);
      expect(screen.getByTestId('manna-skeleton')).toBeInTheDocument();
      expect(await screen.findByText(verse.verse)).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('2026-12-10');
    });
  });

  it("leaves the visitor's moment to the page in the server's picture: no Hebrew date, no moon", () => {
    render(
      <UiProvider>
        <MannaScreen now={now} initial={verse} labels={{ date: '%%date%%' }} side={false} loadVerse={jest.fn()} />
      </UiProvider>,
    );
    expect(screen.getByText(verse.verse)).toBeInTheDocument();
    expect(screen.getByText('%%date%%')).toBeInTheDocument();
    expect(screen.queryByTestId('jewish-calendar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('moon-phase')).not.toBeInTheDocument();
  });
});
