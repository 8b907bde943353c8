/** @jest-environment node */
import { MANNA_BACKGROUNDS, mannaBackgroundFor } from '@flow/contracts';
import { layoutVerse, mannaSvg, wrap } from './manna-svg';

const body = { verse: 'Trust in Yahweh with all your heart.', reference: 'Proverbs 3:5', backgroundPrompt: MANNA_BACKGROUNDS[0] };

describe('the manna image as SVG', () => {
  it('chooses the background by the reference length modulo 8 (spec 001 §7)', () => {
    expect(mannaBackgroundFor('Proverbs 3:5')).toBe(MANNA_BACKGROUNDS['Proverbs 3:5'.length % 8]);
    expect(mannaBackgroundFor('John 3:16')).toBe(MANNA_BACKGROUNDS[9 % 8]);
  });

  it('escapes what the client sends, so text cannot become markup', () => {
    const svg = mannaSvg({ ...body, verse: '<script>x</script> & "q"', reference: 'Ps 1:1 <b>' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('“&lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;”');
    expect(svg).toContain('Ps 1:1 &lt;b&gt;');
  });

  it('breaks lines at spaces and splits words too long for a line', () => {
    expect(wrap('a bb ccc dddd', 6)).toEqual(['a bb', 'ccc', 'dddd']);
    expect(wrap('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('sets short verses large and long ones smaller', () => {
    expect(layoutVerse('Jesus wept.').fontSize).toBe(64);
    expect(layoutVerse('word '.repeat(200)).fontSize).toBeLessThan(32);
  });

  it('draws each background differently and the same one the same way', () => {
    const svgs = MANNA_BACKGROUNDS.map((backgroundPrompt) => mannaSvg({ ...body, backgroundPrompt }));
    expect(new Set(svgs).size).toBe(8);
    expect(mannaSvg(body)).toBe(svgs[0]);
  });
});
