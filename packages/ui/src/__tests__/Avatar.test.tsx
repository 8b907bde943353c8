import { avatarGradientIndex, avatarGradients, Avatar } from '../components/Avatar';
import { renderWithUi } from './render';

describe('avatarGradientIndex', () => {
  it('is the sum of the character codes modulo 5 (spec)', () => {
    // a n o n _ a b c = 97+110+111+110+95+97+98+99 = 817; 817 % 5 = 2
    expect(avatarGradientIndex('anon_abc')).toBe(2);
    // "A" = 65 -> 0, "B" = 66 -> 1, "E" = 69 -> 4
    expect(avatarGradientIndex('A')).toBe(0);
    expect(avatarGradientIndex('B')).toBe(1);
    expect(avatarGradientIndex('E')).toBe(4);
  });

  it('maps the empty id to the first gradient', () => {
    expect(avatarGradientIndex('')).toBe(0);
  });

  it('always lands on one of exactly five gradients and is stable', () => {
    expect(avatarGradients).toHaveLength(5);
    const ids = ['anon_k2j3h4', 'anon_zzzzzz', 'anon_0', 'anon_ü✓'];
    for (const id of ids) {
      const index = avatarGradientIndex(id);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(5);
      expect(avatarGradientIndex(id)).toBe(index);
    }
  });

  it('counts UTF-16 code units like charCodeAt', () => {
    const id = 'anon_😀';
    const expected = [...Array(id.length).keys()].reduce((sum, i) => sum + id.charCodeAt(i), 0) % 5;
    expect(avatarGradientIndex(id)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('uses the gradient picked by the id and is decorative without a label', () => {
    const { container } = renderWithUi(<Avatar anonymousId="anon_abc" />);
    const circle = container.firstElementChild as HTMLElement;
    expect(circle).toHaveAttribute('data-gradient', '2');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(circle.textContent).toBe('');
  });

  it('takes the colour the server chose for a wall item (no author id needed)', () => {
    const { container } = renderWithUi(<Avatar colorIndex={4} />);
    expect(container.firstElementChild).toHaveAttribute('data-gradient', '4');
  });

  it('exposes a label as an image name when given one', () => {
    const { getByRole } = renderWithUi(<Avatar anonymousId="anon_abc" label="Anonymous" />);
    expect(getByRole('img', { name: 'Anonymous' })).toBeInTheDocument();
  });
});
