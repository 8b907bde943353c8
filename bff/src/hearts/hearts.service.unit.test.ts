/** @jest-environment node */
import { heartIntent } from './hearts.service';

describe('heartIntent', () => {
  it('follows liked when given, whatever the count says', () => {
    expect(heartIntent({ liked: true, hearts: 0 })(5)).toBe(true);
    expect(heartIntent({ liked: false, hearts: 99 })(5)).toBe(false);
  });
  it('reads the spec count as a direction against the current count', () => {
    expect(heartIntent({ hearts: 6 })(5)).toBe(true);
    expect(heartIntent({ hearts: 4 })(5)).toBe(false);
    expect(heartIntent({ hearts: 5 })(5)).toBeNull();
  });
});
