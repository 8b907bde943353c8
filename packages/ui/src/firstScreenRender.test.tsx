import { quieten } from './firstScreenRender';

it('takes the picture out of the keyboard order and gives its ids and references a prefix', () => {
  const html =
    '<section aria-labelledby="welcome-title"><h1 id="welcome-title"><svg><linearGradient id="g1"></linearGradient><rect fill="url(#g1)"></rect></svg>Hi</h1>' +
    '<a href="/" data-testid="home">Home</a><a href="#content">Skip</a><button type="button">Go</button><label for="q">Q</label><input id="q"></section>';
  expect(quieten(html)).toBe(
    '<section aria-labelledby="fs-welcome-title"><h1 id="fs-welcome-title"><svg><linearGradient id="fs-g1"></linearGradient><rect fill="url(#fs-g1)"></rect></svg>Hi</h1>' +
      '<a tabindex="-1" href="/">Home</a><a tabindex="-1" href="#fs-content">Skip</a><button tabindex="-1" type="button">Go</button><label for="fs-q">Q</label><input tabindex="-1" id="fs-q"></section>',
  );
});
