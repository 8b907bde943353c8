import { assessDistress } from './distress';
import { filterContent } from './filter';

/** Hopelessness and danger to the writer, in the nine languages, without explicit self-harm words too. */
const CRISIS: Array<[string, string]> = [
  ['en', "I can't go on like this."],
  ['en', 'I want it all to stop.'],
  ['en', 'Honestly there is no reason to live anymore'],
  ['en', 'Everyone would be better off without me.'],
  ['en', 'I keep thinking about killing myself'],
  ['pt-BR', 'Não consigo mais continuar assim'],
  ['pt-BR', 'Todo mundo estaria melhor sem mim'],
  ['pt-BR', 'Quero morrer, não aguento mais'],
  ['es', 'No puedo seguir así, quiero que todo termine'],
  ['es', 'Todos estarían mejor sin mí'],
  ['es', 'Me quiero morir'],
  ['fr', 'Je ne peux plus continuer comme ça'],
  ['fr', 'Tout le monde serait mieux sans moi'],
  ['fr', "Je n'ai plus envie de vivre"],
  ['zh-CN', '我真的活不下去了'],
  ['zh-CN', '没有我大家会更好'],
  ['ko', '더 이상 버틸 수가 없어요'],
  ['ko', '요즘 죽고 싶어요'],
  ['ja', 'もう生きる意味がない'],
  ['ja', '消えたいと毎日思う'],
  ['hi', 'मैं अब जीना नहीं चाहता'],
  ['hi', 'मेरे बिना सब बेहतर रहेंगे'],
  ['ru', 'Я больше не могу так жить'],
  ['ru', 'Всем будет лучше без меня'],
  ['pt-BR', 'Meu pai morreu e eu quero morrer também'],
  ['en', 'I want to disappear and never come back'],
];

/** Violence or danger at home. */
const ABUSE: Array<[string, string]> = [
  ['en', 'My husband hits me when he drinks.'],
  ['en', "It's my fault my brother was abused"],
  ['en', 'I am scared to go home, he threatened to kill me'],
  ['pt-BR', 'Meu marido me bate quando bebe'],
  ['es', 'Mi esposo me pega cuando bebe'],
  ['fr', 'Mon mari me frappe quand il boit'],
  ['zh-CN', '我老公喝醉了就打我'],
  ['ko', '남편이 술만 마시면 저를 때려요'],
  ['ja', '夫が酒を飲むと殴られます'],
  ['hi', 'मेरे पति शराब पीकर मुझे मारते हैं'],
  ['ru', 'Муж бьёт меня, когда пьёт'],
];

/** Bereavement by suicide and fear of dying: not danger to the writer, but worth a gentle offer of help. */
const GENTLE: Array<[string, string]> = [
  ['en', 'My brother died by suicide last spring.'],
  ['en', "I don't want to die, my surgery is tomorrow."],
  ['en', 'My dad took his own life and I miss him.'],
  ['pt-BR', 'Meu irmão se suicidou no ano passado'],
  ['pt-BR', 'Não quero morrer, a cirurgia é amanhã'],
  ['es', 'Mi hermano se suicidó hace un año'],
  ['es', 'No quiero morir, mañana me operan'],
  ['fr', "Mon frère s'est suicidé l'an dernier"],
  ['fr', 'Je ne veux pas mourir, on m’opère demain'],
  ['zh-CN', '我哥哥自杀去世了'],
  ['zh-CN', '我不想死，明天要做手术'],
  ['ko', '오빠가 자살로 세상을 떠났어요'],
  ['ko', '수술이 내일인데 죽고 싶지 않아요'],
  ['ja', '兄が自殺で亡くなりました'],
  ['ja', '明日手術です。死にたくない'],
  ['hi', 'मेरे भाई ने आत्महत्या कर ली'],
  ['hi', 'मैं मरना नहीं चाहता, कल ऑपरेशन है'],
  ['ru', 'Мой брат покончил с собой'],
  ['ru', 'Я не хочу умирать, завтра операция'],
];

/** Ordinary sorrow, worry and joy: no crisis, no abuse. */
const ORDINARY: Array<[string, string]> = [
  ['en', "I'm not happy anymore at my job."],
  ['en', 'It hits me hard that Dad is gone.'],
  ['en', 'I can go on now, thank you all for praying!'],
  ['en', 'Please pray, I am so tired of this cold.'],
  ['pt-BR', 'Estou muito cansada do trabalho'],
  ['es', 'Solo quiero dar gracias a Dios por mi familia'],
  ['fr', 'Je suis épuisé par le travail'],
  ['zh-CN', '我很担心明天的考试'],
  ['ko', '마음이 너무 아파요'],
  ['ja', '仕事がつらいです'],
  ['hi', 'मुझे नौकरी की चिंता है'],
  ['ru', 'Я одна воспитываю двоих детей'],
  // Figures of speech and other senses of the same words.
  ['en', 'He beat me at chess again, haha'],
  ['en', 'She hits me up every day asking for prayer'],
  ['en', 'Pray for my recovery from alcohol abuse'],
  ['en', 'Abuse of power in our church leadership worries me'],
  ['en', 'There is no way out of this debt'],
  ['en', 'I feel hopeless about finding a job'],
  ['en', 'This heat is killing me'],
  ['es', 'Mi hermano me pegó un susto'],
  ['fr', 'Il me bat toujours aux échecs'],
  ['ru', 'Я умираю от усталости'],
  ['zh-CN', '公司快撑不下去了，我很担心工作'],
  ['ko', '숙제를 다 끝내고 싶어요'],
  ['hi', 'मैंने आज सब खत्म कर दिया, अब आराम करूँगा'],
];

describe('assessDistress', () => {
  it.each(CRISIS)('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each(ABUSE)('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it.each(GENTLE)('[%s] %s → not a crisis, offered help gently, not held by the filter', (language, text) => {
    const result = assessDistress(text, language);
    expect(result.level).toBe('none');
    expect(result.gentle).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each(ORDINARY)('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language)).toEqual({ level: 'none', gentle: false, cue: null });
  });

  it('still finds danger when a bereaved person is in danger too', () => {
    expect(assessDistress('My brother died by suicide and now I want to die too.').level).toBe('crisis');
  });

  it('finds the cue in another language than the interface one', () => {
    expect(assessDistress('No puedo seguir así', 'en').level).toBe('crisis');
  });
});

describe('self-harm entries of the filter', () => {
  it.each([
    'I want to die',
    'I keep having suicidal thoughts',
    'Às vezes penso em suicídio',
    'Me quiero morir',
    '我想自杀',
    '죽고 싶어요',
    'Я хочу умереть',
  ])('still hold %s', (text) => {
    expect(filterContent(text).verdict).toBe('self_harm');
  });
});
