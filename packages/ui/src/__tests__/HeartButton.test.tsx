import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { HeartButton } from '../components/HeartButton';
import { renderWithUi } from './render';

describe('HeartButton', () => {
  it('reflects liked in aria-pressed and names itself with the label and count', () => {
    const { rerender } = renderWithUi(<HeartButton count={3} liked={false} onToggle={() => {}} label="Give a heart" />);
    const button = screen.getByRole('button', { name: 'Give a heart 3' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(<HeartButton count={4} liked onToggle={() => {}} label="Give a heart" />);
    expect(screen.getByRole('button', { name: 'Give a heart 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the opposite state on click', () => {
    const onToggle = jest.fn();
    const { rerender } = renderWithUi(<HeartButton count={0} liked={false} onToggle={onToggle} label="Heart" />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenLastCalledWith(true);
    rerender(<HeartButton count={1} liked onToggle={onToggle} label="Heart" />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('toggles as a controlled component (+1 then -1, like the spec)', () => {
    function Harness() {
      const [liked, setLiked] = useState(false);
      const [count, setCount] = useState(7);
      return (
        <HeartButton
          count={count}
          liked={liked}
          label="Heart"
          onToggle={(next) => {
            setLiked(next);
            setCount((c) => c + (next ? 1 : -1));
          }}
        />
      );
    }
    renderWithUi(<Harness />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('8');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('7');
  });

  it('does not toggle when disabled and uses formatCount', () => {
    const onToggle = jest.fn();
    renderWithUi(
      <HeartButton count={1200} liked={false} onToggle={onToggle} label="Heart" disabled formatCount={() => '1.2K'} />,
    );
    const button = screen.getByRole('button', { name: 'Heart 1.2K' });
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
