import { configureApi } from '@flow/api-client';
import { changeLanguage, initI18n } from '@flow/i18n';
import { crisisAnswer } from '@flow/safety';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CrisisResources, CrisisResourcesView } from './CrisisResources';

const wrap = (ui: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>{ui}</UiProvider>
    </SWRConfig>,
  );

beforeAll(() => initI18n({ language: 'en' }));
afterEach(async () => {
  await changeLanguage('en', { persist: false });
  configureApi({ fetch: undefined });
});

describe('CrisisResources', () => {
  it("shows the visitor's country first, in their language, with tel: and sms: links", async () => {
    await changeLanguage('pt-BR', { persist: false });
    wrap(<CrisisResourcesView data={crisisAnswer('BR', 'pt-BR')} />);
    const [first] = screen.getAllByTestId('crisis-country');
    expect(first).toHaveAttribute('data-country', 'BR');
    expect(within(first).getByRole('heading', { name: 'Brasil' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Ligue 188' })).toHaveAttribute('href', 'tel:188');
    expect(within(first).getByRole('link', { name: 'Ligue 180' })).toHaveAttribute('href', 'tel:180');
    expect(within(first).getByText('Se alguém está machucando você ou você não se sente em segurança em casa')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Em perigo agora? Ligue 192' })).toHaveAttribute('href', 'tel:192');
    expect(screen.getByText(/Há apoio gratuito e sigiloso disponível agora/)).toBeInTheDocument();
    expect(screen.getByText('Linhas em outros países')).toBeInTheDocument();
  });

  it("draws the other countries' lines when their disclosure is opened, not before", () => {
    wrap(<CrisisResourcesView data={crisisAnswer('GB', 'en')} />);
    expect(screen.getAllByTestId('crisis-country')).toHaveLength(1);
    const others = screen.getByTestId('crisis-other-countries') as HTMLDetailsElement;
    others.open = true;
    fireEvent(others, new Event('toggle'));
    const countries = screen.getAllByTestId('crisis-country').map((c) => c.getAttribute('data-country'));
    expect(countries[0]).toBe('GB');
    expect(countries).toEqual(expect.arrayContaining(['US', 'CA', 'IE']));
    expect(within(others).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });

  it('writes the text line with its keyword and never lists the NHS 111 number', () => {
    wrap(<CrisisResourcesView data={crisisAnswer('GB', 'en')} />);
    expect(screen.getByRole('link', { name: 'Text SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
    const uk = screen.getAllByTestId('crisis-country')[0];
    expect(within(uk).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    expect(screen.queryByRole('link', { name: 'Call 111' })).toBeNull();
  });

  it('says to call the local emergency number when the country has none listed', () => {
    wrap(<CrisisResourcesView data={crisisAnswer('CA', 'en')} />);
    expect(screen.getByText('If you are in danger right now, call your local emergency number.')).toBeInTheDocument();
  });

  it("replaces the bundled lines with the server's answer, which knows the visitor's country", async () => {
    const body = JSON.stringify(crisisAnswer('JP', 'en'));
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', text: async () => body }));
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    wrap(<CrisisResources />);
    // Before the answer: the countries where English is spoken, from the bundled data.
    expect(screen.getAllByTestId('crisis-country')[0]).toHaveAttribute('data-country', 'US');
    await waitFor(() => expect(screen.getAllByTestId('crisis-country')[0]).toHaveAttribute('data-country', 'JP'));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/api/crisis-lines?lang=en'), expect.anything());
  });

  it('keeps showing the bundled lines when the server cannot be reached', async () => {
    const fetchMock = jest.fn(async () => {
      throw new TypeError('network down');
    });
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    wrap(<CrisisResources variant="alert" heading="h3" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });
});
