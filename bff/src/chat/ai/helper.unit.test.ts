/** @jest-environment node */
import path from 'node:path';
import { ScriptureLibrary } from '@flow/scripture';
import { OfflineGrammar } from '../../platform/ai/grammar';
import { OfflineEngine } from '../../platform/ai/offline';
import { AiHelper, RESTART, type HelperInput } from './helper';
import type { ChatWriter } from './writer';

const root = path.resolve(__dirname, '../../../..');
const engine = new OfflineEngine(ScriptureLibrary.shared(path.join(root, 'packages/scripture/data')), new OfflineGrammar(path.join(root, 'bff/package.json'), []));

/** A remote writer that streams what it is given, in small pieces. */
const writing = (answer: string): ChatWriter => ({
  async reflect(_input, onDelta) {
    for (let i = 0; i < answer.length; i += 8) onDelta?.(answer.slice(i, i + 8));
    return answer;
  },
});

const input = (deltas: string[]): HelperInput => ({
  text: 'I feel so tired of my work lately and I do not know what to do',
  state: { topic: 'worry', stage: 'listening', turnCount: 1, crisisFlag: false, language: 'en', lastTheme: null },
  crisisLines: () => ({ countries: [], international: { name: 'Find A Helpline', url: 'https://findahelpline.com' } }) as never,
  onDelta: (d) => deltas.push(d),
});

describe('the AI helper’s remote writer', () => {
  it.each([
    ['a link', 'That sounds heavy. You can read more at https://example.org/help and write to me there.'],
    ['a phone number', 'That sounds heavy. Call me on +44 7700 900123 any time and we can talk.'],
    ['a claim to be human', 'That sounds heavy. I am a real person, not a program, and I understand.'],
  ])('never lets %s reach the visitor, not even in the streamed draft', async (_what, answer) => {
    const deltas: string[] = [];
    const reply = await new AiHelper(engine, writing(answer)).reply(input(deltas));
    expect(reply.content).not.toContain(answer.slice(20, 40));
    expect(deltas).toContain(RESTART);
    const shown = deltas.slice(0, deltas.indexOf(RESTART)).join('');
    expect(shown).not.toMatch(/https?:|7700|real person/);
  });

  it('streams and keeps an answer that breaks no rule', async () => {
    const deltas: string[] = [];
    const answer = 'That sounds heavy, and it makes sense that you feel worn out.';
    const reply = await new AiHelper(engine, writing(answer)).reply(input(deltas));
    expect(reply.content).toContain(answer);
    expect(deltas).not.toContain(RESTART);
  });
});
