import { fireEvent, screen } from '@testing-library/react';
import { Toaster, type ToastItem } from '../components/Toaster';
import { renderWithUi } from './render';

describe('Toaster', () => {
  const toasts: ToastItem[] = [
    {
      id: 't1',
      title: 'Prayer request received',
      description: 'Your prayer request has been received and will receive a biblical response.',
      open: true,
    },
  ];

  it('renders the title and description of open toasts', async () => {
    renderWithUi(<Toaster toasts={toasts} onOpenChange={() => {}} closeLabel="Close" regionLabel="Notifications" />);
    expect(await screen.findByText('Prayer request received')).toBeInTheDocument();
    expect(
      screen.getByText('Your prayer request has been received and will receive a biblical response.'),
    ).toBeInTheDocument();
  });

  it('reports a close by id through onOpenChange', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(<Toaster toasts={toasts} onOpenChange={onOpenChange} closeLabel="Dismiss" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith('t1', false);
  });

  it('renders a destructive toast and nothing for closed ones', async () => {
    renderWithUi(
      <Toaster
        closeLabel="Close"
        onOpenChange={() => {}}
        toasts={[
          { id: 'a', title: 'Failed to share', variant: 'destructive', open: true },
          { id: 'b', title: 'Hidden toast', open: false },
        ]}
      />,
    );
    expect(await screen.findByText('Failed to share')).toBeInTheDocument();
    expect(screen.queryByText('Hidden toast')).not.toBeInTheDocument();
  });
});
