import { assessDistress } from './distress';
import { filterContent } from './filter';
import type { SafetyLanguage } from './lexicon';

const level = (text: string, language?: SafetyLanguage) => assessDistress(text, language).level;

describe('despair told without self-harm words is a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Honestly I'd rather not wake up tomorrow."],
    ['en', 'If I wasn’t around anymore nobody would even notice.'],
    ['pt-BR', 'Queria deitar e não acordar nunca mais.'],
    ['es', 'Ya no le veo sentido a la vida, estoy vacía.'],
    ['fr', "La vie n'a plus aucun sens pour moi."],
    ['zh-CN', '活着没有意义，我真的活不下去了。'],
    ['ko', '살 이유가 없어요.'],
    ['ja', '生きる意味が見つからない。'],
    ['hi', 'अब जीने का कोई मकसद नहीं रहा।'],
    ['ru', 'Не вижу смысла жить дальше.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });
});

describe('weariness: one sign is not enough, two are', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "I can't take it anymore, this exam week is brutal."],
    ['fr', "Je suis à bout avec ce déménagement, priez pour nous."],
    ['ru', 'Сил нет, отчёт опять переделывать.'],
    ['ja', 'もう限界、仕事が多すぎる。'],
  ])('[%s] one sign: %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "I've given up. There's no way out of this for me."],
    ['es', 'Ya no puedo más y no hay salida.'],
    ['ru', 'Сил больше нет, и выхода нет.'],
  ])('[%s] two signs: %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });
});

describe('danger at home in other words is abuse', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'My boyfriend grabbed me by the neck and takes my paycheck every month.'],
    ['en', "It's my fault he hurts me, I keep making him angry."],
    ['pt-BR', 'Meu companheiro controla meu dinheiro e diz que ninguém vai acreditar em mim.'],
    ['es', 'Es culpa mía que mi esposo me golpee.'],
    ['fr', "Mon conjoint m'interdit de voir mes amies et me bouscule."],
    ['ru', 'Муж, как выпьет, толкает меня и отбирает телефон.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('abuse');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "I'm afraid of my dad's reaction to my grades."],
    ['hi', 'मुझे आज बहुत धक्का लगा जब परिणाम आया।'],
    ['en', 'My daughter threw a party for my birthday.'],
  ])('[%s] not abuse: %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('fear of dying is fear: published, offered the lines gently, not a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Surgery is on Monday and I'm scared I won't wake up."],
    ['pt-BR', 'Tenho medo de não acordar da anestesia.'],
    ['es', 'Me opero mañana y tengo miedo de morir.'],
    ['fr', "J'ai peur de mourir pendant l'opération."],
    ['zh-CN', '明天手术，我很怕醒不过来。'],
    ['ko', '수술 중에 죽을까 봐 겁나요.'],
    ['ja', '手術で死ぬのが怖いです。'],
    ['hi', 'ऑपरेशन से पहले मुझे मरने से डर लग रहा है।'],
    ['ru', 'Боюсь не проснуться после наркоза.'],
  ])('[%s] %s', (language, text) => {
    const assessed = assessDistress(text, language);
    expect(assessed.level).toBe('none');
    expect(assessed.fearOfDying).toBe(true);
    expect(assessed.gentle).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
});

describe('the filter holds explicit intent in its usual phrasings', () => {
  it.each([
    'Estou pensando em tirar minha própria vida.',
    'I have been thinking of ending it all.',
    'Хочу наложить на себя руки.',
    'मैं अपनी जान ले लूँगा।',
  ])('%s', (text) => {
    expect(filterContent(text).verdict).toBe('self_harm');
  });

  it('publishes a relative’s suicide told in Hindi', () => {
    expect(filterContent('मेरी मौसी ने दो साल पहले आत्महत्या कर ली थी।').verdict).not.toBe('self_harm');
  });
});
