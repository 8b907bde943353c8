import { screen } from '@testing-library/react';
import { Field, Textarea } from '../components/FormControls';
import { Dialog } from '../components/Dialog';
import { renderWithUi } from './render';

describe('Field', () => {
  it('labels the control and wires hint and error through aria-describedby', () => {
    renderWithUi(
      <Field label="Your prayer" hint="Shared anonymously" error="Please write something">
        <Textarea />
      </Field>,
    );
    const control = screen.getByLabelText('Your prayer');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Shared anonymously Please write something');
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithUi(
      <Field label="Search" hideLabel>
        <Textarea />
      </Field>,
    );
    const control = screen.getByLabelText('Search');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
  });
});

describe('Dialog', () => {
  it('renders title, description, content and a labelled close button when open', () => {
    renderWithUi(
      <Dialog open onOpenChange={() => {}} title="Choose Your Flow Plan" description="Pick a plan" closeLabel="Close">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Flow Plan' });
    expect(dialog).toHaveAccessibleDescription('Pick a plan');
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('focuses the dialog itself on open, not its first button', () => {
    renderWithUi(
      <Dialog open title="Choose Your Flow Plan" closeLabel="Close">
        <button type="button">Upgrade to Premium</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });
});
