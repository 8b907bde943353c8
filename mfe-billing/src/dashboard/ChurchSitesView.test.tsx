import type { ChurchSite } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChurchSitesView, parseOrigins, widgetSnippet } from './ChurchSitesView';

beforeAll(() => initI18n({ language: 'en' }));

const site: ChurchSite = {
  id: 's1',
  name: 'Grace Chapel',
  origins: ['https://grace.example'],
  siteKey: 'site_AbCdEfGhIjKlMnOpQrStUvWx',
  showFlowWall: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function setup(overrides: Partial<React.ComponentProps<typeof ChurchSitesView>> = {}) {
  const props = {
    sites: [site],
    flowOrigin: 'https://flow.example',
    onCreate: jest.fn(async () => undefined),
    onRotate: jest.fn(async () => undefined),
    onRemove: jest.fn(async () => undefined),
    confirm: jest.fn(() => true),
    ...overrides,
  };
  render(
    <UiProvider>
      <ChurchSitesView {...props} />
    </UiProvider>,
  );
  return props;
}

describe('Church sites on the dashboard', () => {
  it('shows each site with its key and the snippet to paste', () => {
    setup();
    expect(screen.getByTestId('site-key')).toHaveTextContent('site_AbCdEfGhIjKlMnOpQrStUvWx');
    expect(screen.getByTestId('site-snippet').textContent).toBe(widgetSnippet('https://flow.example', site));
    expect(screen.getByTestId('site-snippet')).toHaveTextContent('<script src="https://flow.example/widgets/flow-widgets.js" async></script>');
    expect(screen.getByTestId('site-snippet')).toHaveTextContent('<flow-prayer-wall site="site_AbCdEfGhIjKlMnOpQrStUvWx" lang="en" limit="10"></flow-prayer-wall>');
  });

  it('registers a site with its origins, one per line', async () => {
    const props = setup({ sites: [] });
    expect(screen.getByText('No church sites yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'St Mary' } });
    fireEvent.change(screen.getByLabelText('Site addresses'), { target: { value: 'https://stmary.example/\nhttp://localhost:8080' } });
    fireEvent.click(screen.getByLabelText("Also show Flow's public prayer wall"));
    fireEvent.click(screen.getByRole('button', { name: 'Register site' }));
    await waitFor(() =>
      expect(props.onCreate).toHaveBeenCalledWith({ name: 'St Mary', origins: ['https://stmary.example', 'http://localhost:8080'], showFlowWall: true }),
    );
  });

  it('says which address is wrong and keeps what was typed', async () => {
    const props = setup({ sites: [] });
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'St Mary' } });
    fireEvent.change(screen.getByLabelText('Site addresses'), { target: { value: 'https://stmary.example/prayers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each address must be a site origin');
    expect(props.onCreate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Site name')).toHaveValue('St Mary');
  });

  it('rotates and removes only after asking', async () => {
    const confirm = jest.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const props = setup({ confirm });
    fireEvent.click(screen.getByRole('button', { name: 'New key' }));
    expect(props.onRotate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'New key' }));
    await waitFor(() => expect(props.onRotate).toHaveBeenCalledWith(site));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenLastCalledWith('Remove Grace Chapel? Its widgets stop working.');
    await waitFor(() => expect(props.onRemove).toHaveBeenCalledWith(site));
  });

  it('parses origins', () => {
    expect(parseOrigins('https://a.example, https://b.example:8443/')).toEqual({ origins: ['https://a.example', 'https://b.example:8443'] });
    expect(parseOrigins('ftp://a.example')).toHaveProperty('bad');
  });
});
