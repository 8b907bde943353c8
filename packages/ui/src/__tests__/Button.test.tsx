import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { Button, IconButton } from '../components/Button';
import { renderWithUi } from './render';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', () => {
    const onClick = jest.fn();
    renderWithUi(<Button onClick={onClick}>Share</Button>);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled and busy but keeps its label (and so its width and name)', () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Share Prayer Request
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Share Prayer Request' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Share Prayer Request')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button disabled onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href and forwards the ref', () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    renderWithUi(
      <Button href="/about" ref={ref}>
        About
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');
    expect(ref.current).toBe(link);
  });

  it('a disabled link is marked aria-disabled and swallows clicks', () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button href="/subscribe" disabled onClick={onClick}>
        Subscribe
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Subscribe' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards a ref to the button element', () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    renderWithUi(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});

describe('IconButton', () => {
  it('is named by its aria-label', () => {
    renderWithUi(
      <IconButton aria-label="Close">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
