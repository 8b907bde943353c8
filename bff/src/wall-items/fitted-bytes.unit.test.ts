/** @jest-environment node */
import { FittedBytes, responsesKey } from './fitted-bytes';

describe('FittedBytes', () => {
  it('serialises each fitting once and hands out the same bytes', () => {
    const fitted = new FittedBytes();
    let made = 0;
    const make = () => {
      made++;
      return JSON.stringify({ id: 'p1', liked: true, text: 'é' });
    };
    const first = fitted.get('0::l', make);
    expect(fitted.get('0::l', make)).toBe(first);
    expect(made).toBe(1);
    expect(JSON.parse(first.toString('utf8'))).toEqual({ id: 'p1', liked: true, text: 'é' });
    expect(fitted.get('0:m3:', () => '{"mine":true}').toString()).toBe('{"mine":true}');
  });

  it('keeps no more than its bytes, and still answers past them', () => {
    const fitted = new FittedBytes(10);
    let made = 0;
    const make = () => {
      made++;
      return '"abcdefgh"';
    };
    fitted.get('a', make);
    fitted.get('b', make);
    fitted.get('b', make);
    expect(fitted.bytes).toBe(10);
    expect(made).toBe(3);
  });

  it('keeps whole answers under the same bound', () => {
    const fitted = new FittedBytes(12);
    const answer = fitted.bytesFor('answer:0::l', () => Buffer.from('[{"l":true}]'));
    expect(fitted.bytesFor('answer:0::l', () => Buffer.from('other'))).toBe(answer);
    expect(fitted.bytesFor('answer:1::l', () => Buffer.from('[{"x":true}]')).toString()).toBe('[{"x":true}]');
    expect(fitted.bytes).toBe(12);
  });

  it('names who wrote or hearted each response, in order', () => {
    expect(responsesKey([{ mine: true, liked: false }, { mine: false, liked: false }, { mine: false, liked: true }])).toBe('m,,l,');
    expect(responsesKey([{ mine: false, liked: true }, { mine: false, liked: false }])).not.toBe(responsesKey([{ mine: false, liked: false }, { mine: false, liked: true }]));
  });
});
