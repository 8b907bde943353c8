/** @jest-environment node */
import path from 'node:path';
import { ScriptureLibrary } from '@flow/scripture';
import { CARE_MODELS, modelCare, modelSeesCrisis, score } from './distress-model';
import { OfflineGrammar } from './grammar';
import type { Language } from './language';
import { analyse, OfflineEngine } from './offline';
import { TEXTS } from './texts';

const root = path.resolve(__dirname, '../../../..');
const library = ScriptureLibrary.shared(path.join(root, 'packages/scripture/data'));
const engine = new OfflineEngine(library, new OfflineGrammar(path.join(root, 'bff/package.json'), []));
const guide = (text: string) => engine.guide({ text, kind: 'post' });

describe('guilt: a wrong told in the first person gets the guilt reply', () => {
  it.each<[Language, string]>([
    ['en', 'I cheated on my wife and I cannot forgive myself.'],
    ['fr', "J'ai menti à ma sœur pendant des années, j'ai tellement honte."],
    ['ru', 'Я предала лучшую подругу и не могу себя простить.'],
    ['pt-BR', 'Menti para minha mãe e sinto muita culpa.'],
  ])('[%s] %s', (_language, text) => {
    expect(analyse(text).theme).toBe('guilt');
  });
});

describe('guilt without a wrong: remorse about not being there for family is answered as family', () => {
  it.each<[Language, string]>([
    ['en', "I feel so guilty that I'm too busy to visit my mum."],
    ['es', 'Me siento culpable por no pasar tiempo con mis hijos.'],
    ['ru', 'Мне стыдно, что я редко навещаю отца.'],
    ['zh-CN', '工作太忙没时间陪父母，心里很内疚。'],
    ['ja', '忙しくて子どもと過ごせず、罪悪感があります。'],
  ])('[%s] %s', (_language, text) => {
    const g = guide(text);
    expect(g.theme).toBe('family');
    // The family paragraph, never the one about forgiveness.
    expect(TEXTS[g.language].theme.guilt.some((p) => g.guidance.includes(p))).toBe(false);
  });
});

describe('ambiguous "alone" words: loneliness only with the feeling told', () => {
  it.each<[Language, string]>([
    ['en', 'Home alone tonight, going to read Psalms and rest.'],
    ['zh-CN', '今天一个人去超市买菜。'],
    ['ko', '오늘은 혼자 산책했어요.'],
    ['ru', 'Никто не знает, во сколько начинается служба?'],
  ])('[%s] not loneliness: %s', (_language, text) => {
    expect(analyse(text).theme).not.toBe('loneliness');
  });

  it.each<[Language, string]>([
    ['en', 'I feel so alone since we moved.'],
    ['pt-BR', 'Me sinto sozinha o tempo todo.'],
    ['ru', 'Никто меня не понимает, мне одиноко.'],
    ['ko', '늘 혼자인 것 같아서 외로워요.'],
  ])('[%s] loneliness: %s', (_language, text) => {
    expect(analyse(text).theme).toBe('loneliness');
  });
});

describe('a death told through God taking someone is grief, never the family paragraph', () => {
  it.each<[Language, string]>([
    ['en', 'Why did God take my father so young?'],
    ['es', '¿Por qué Dios se llevó a mi hermano?'],
    ['fr', 'Pourquoi Dieu a-t-il pris mon fils ?'],
    ['zh-CN', '为什么上帝带走了我的父亲？'],
    ['ko', '하나님은 왜 우리 아빠를 데려가셨나요?'],
    ['ja', 'なぜ神様は父を連れて行ったのですか。'],
    ['hi', 'मेरे पिताजी का देहांत हो गया, मन बहुत भारी है।'],
    ['ru', 'Почему Бог забрал моего отца?'],
  ])('[%s] %s', (_language, text) => {
    expect(guide(text).theme).toBe('grief');
  });
});

describe('fear of dying and recovery', () => {
  it('answers fear before surgery as fear, with the lines offered gently and no crisis', () => {
    const g = guide("My operation is tomorrow and I'm scared I won't wake up.");
    expect(g.care).toBeNull();
    expect(g.theme).toBe('fear');
    expect(g.guidance).toContain(TEXTS.en.gentle);
  });

  it('answers a story of recovery with thanks as gratitude, not grief', () => {
    const g = guide('Три года назад я хотел умереть. Сейчас всё иначе, и я благодарю Бога за каждый день.');
    expect(g.care).toBeNull();
    expect(g.theme).toBe('gratitude');
  });
});

describe('the n-gram model: a second opinion, never over ordinary texts', () => {
  it.each(['We are moving to a new city next month, pray for the kids.', 'Thank you all, the exam went well!', 'Pray for our choir concert on Sunday.'])(
    'leaves an ordinary text alone: %s',
    (text) => {
      expect(modelSeesCrisis(text)).toBe(false);
      expect(guide(text).care).toBeNull();
    },
  );

  it('reads crisis with the logistic model it was trained as', () => {
    expect(CARE_MODELS.crisis.kind).toBe('logistic');
    expect(typeof CARE_MODELS.crisis.bias).toBe('number');
  });

  it('scores a logistic model over every n-gram of the text, so words it does not know dilute the ones it does', () => {
    const model = { n: [2, 2] as [number, number], kind: 'logistic' as const, bias: -1, weights: { ' a': 3, 'ab': 3 } };
    // ' ab ' has the n-grams ' a', 'ab' and 'b ': two known, three in all.
    expect(score(model, 'ab')).toBeCloseTo(-1 + 6 / Math.sqrt(3));
    expect(score(model, 'ab xyz')).toBeLessThan(score(model, 'ab'));
    // Nothing known is the bias alone, not minus infinity as for naive Bayes.
    expect(score(model, 'xyz')).toBe(-1);
    expect(score({ n: [2, 2], weights: { ' a': 3 } }, 'xyz')).toBe(Number.NEGATIVE_INFINITY);
  });

  it('is not asked over a bereavement by suicide', () => {
    expect(guide('My uncle took his own life last spring and I miss him terribly.').care).toBeNull();
  });
});

describe('the abuse model: abuse care where the word families found none', () => {
  it.each(['We are moving to a new city next month, pray for the kids.', 'Mum is going to kill me, I dented the car.', 'I keep blaming myself even though I know it was not my fault.'])(
    'leaves an ordinary text alone: %s',
    (text) => {
      expect(modelCare(text)).toBeNull();
      expect(guide(text).care).toBeNull();
    },
  );

  it('adds abuse care and the abuse reply to a training text the families miss', () => {
    const text = 'my stepdad comes into my room at night and i dont know who to tell';
    expect(score(CARE_MODELS.abuse, text)).toBeGreaterThan(CARE_MODELS.abuse.threshold);
    const g = guide(text);
    expect(g.care).toBe('abuse');
    expect(g.theme).toBe('abuse');
  });

  it('keeps crisis before abuse', () => {
    const text = 'i dont see the point of any of it anymore, nothing is ever gonna change';
    expect(modelSeesCrisis(text)).toBe(true);
    expect(modelCare(text)).toBe('crisis');
  });
});

describe('good news told as done outweighs the illness named beside it', () => {
  it.each<[Language, string]>([
    ['en', 'Mum’s heart surgery went well, thank you all!'],
    ['es', 'La cirugía de mi papá fue un éxito, gracias.'],
    ['zh-CN', '妈妈的手术成功了，感谢大家。'],
    ['ru', 'Операция прошла успешно, спасибо вам!'],
  ])('[%s] %s', (_language, text) => {
    expect(guide(text).theme).toBe('gratitude');
  });
});

describe('shame beside a job is about the shame', () => {
  it('answers a confession at work as guilt, not work', () => {
    expect(analyse("I lied on my timesheet at work for months and I'm ashamed.").theme).toBe('guilt');
  });
});

describe('abuse told with self-blame gets safety and the abuse reply, never the guilt reply', () => {
  it.each<[Language, string]>([
    ['en', "It's my fault, if I didn't talk back he wouldn't have to hit me."],
    ['pt-BR', 'Meu pai bate na minha mãe e eu só saio de casa pra não ver. Eu devia ter protegido ela.'],
    ['es', 'Creo que me merezco los golpes de mi padrastro, siempre lo hago enojar.'],
    ['fr', "C'est ma faute, je l'ai cherché, il m'a juste giflée."],
    ['zh-CN', '爸爸把妈妈推倒了，我在旁边没敢拦，都怪我。'],
    ['ko', '제가 말대꾸를 해서 그래요. 아빠한테 뺨 맞은 건 제 잘못이에요.'],
    ['ja', '私が口答えしたから父に殴られた。私が悪い。'],
    ['hi', 'पापा मुझे इसलिए मारते हैं क्योंकि मैं इसी लायक हूं।'],
    ['ru', 'Отчим бьёт младшего брата, а я молчу. Это моя вина.'],
  ])('[%s] %s', (language, text) => {
    const g = guide(text);
    expect(g).toMatchObject({ care: 'abuse', theme: 'abuse', language });
    expect(TEXTS[language].theme.abuse.some((p) => g.guidance.includes(p))).toBe(true);
    expect(TEXTS[language].theme.guilt.some((p) => g.guidance.includes(p))).toBe(false);
  });

  it('a wrong the writer did stays with the guilt reply', () => {
    const g = guide("I hit my little brother yesterday and it's all my fault, I feel terrible.");
    expect(g.care).toBeNull();
    expect(g.theme).toBe('guilt');
  });
});
