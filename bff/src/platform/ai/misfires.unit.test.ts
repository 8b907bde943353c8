/** @jest-environment node */
import path from 'node:path';
import { filterContent, LEXICON as SAFETY_LEXICON } from '@flow/safety';
import { ScriptureLibrary } from '@flow/scripture';
import type { Logger } from '../logger';
import { localizeReference, LOCALIZED_BOOKS } from './books';
import { FallbackEngine } from './fallback';
import { OfflineGrammar } from './grammar';
import { LANGUAGES, type Language } from './language';
import { assessCare, heldAsPlan, OfflineEngine, quotesPerson } from './offline';
import { TEXTS } from './texts';
import { CRISIS_VERSES, THEME_VERSES, THEMES } from './themes';
import { CARE_MODELS, type CareModels } from './distress-model';
import type { AiEngine } from './types';

const root = path.resolve(__dirname, '../../../..');
const library = ScriptureLibrary.shared(path.join(root, 'packages/scripture/data'));
const engine = new OfflineEngine(library, new OfflineGrammar(path.join(root, 'bff/package.json'), []));
const guide = (text: string, kind: 'post' | 'prayer_request' = 'post') => engine.guide({ text, kind });
const usesAny = (guidance: string, paragraphs: string[]) => paragraphs.some((p) => guidance.includes(p));

describe('negation: a sad text never gets the joyful reply', () => {
  it.each<[Language, string]>([
    ['en', "I'm not happy anymore."],
    ['en', 'I am not grateful for anything right now'],
    ['pt-BR', 'Não estou feliz com a minha vida'],
    ['es', 'No estoy feliz, todo me sale mal'],
    ['fr', 'Je ne suis plus heureux depuis des mois'],
    ['zh-CN', '我一点也不开心'],
    ['ko', '요즘 행복하지 않아요'],
    ['ja', '最近、幸せじゃないです'],
    ['hi', 'मैं खुश नहीं हूँ'],
    ['ru', 'Я больше не счастлива'],
    // Joy said to be missing, with the words people put between.
    ['es', 'Ya no siento la alegría de antes cuando voy a misa.'],
    ['pt-BR', 'Não tenho mais a alegria de antes no trabalho da roça.'],
    ['ru', 'Радости давно нет, хотя в субботу пойду на исповедь.'],
    ['ko', '요즘 기쁨이 없어요. 기도해 주세요'],
    ['zh-CN', '房贷压着，真的很难做到常常喜乐'],
    ['zh-CN', '考上了却没有想象中那么开心，可能是太累了'],
  ])('[%s] %s', (language, text) => {
    const g = guide(text);
    expect(g.language).toBe(language);
    expect(g.theme).not.toBe('gratitude');
    expect(usesAny(g.guidance, TEXTS[language].theme.gratitude)).toBe(false);
  });

  it('still celebrates real thanks', () => {
    expect(guide('Thank you God, I am so happy, I got the job!').theme).toBe('gratitude');
    expect(guide('Solo quiero dar gracias a Dios por mi familia').theme).toBe('gratitude');
    // "Joy without limit" is joy, though "нет" follows it.
    expect(guide('Радости нет предела: сын вернулся домой живым!').theme).toBe('gratitude');
  });

  // Joy wished for, advised by others, hard to feel or seen in others is not the writer's joy.
  it.each<[Language, string]>([
    ['en', 'I wish I could feel grateful, but this week broke me.'],
    ['es', 'Me dicen que sea agradecida, pero no me sale.'],
    ['pt-BR', 'Queria poder dizer que estou feliz, mas não estou.'],
    ['fr', "On me dit d'être reconnaissante, mais je n'y arrive pas."],
    ['ru', 'Говорят, надо быть благодарной, а у меня пусто внутри.'],
    ['zh-CN', '这个周末本来应该很开心的'],
    ['ko', '다들 감사하라는데 저는 잘 모르겠어요'],
    ['ja', '友達はみんな幸せそうで、私だけ取り残されてる'],
    ['hi', 'काश मैं कह पाती कि मैं खुश हूँ'],
    ['es', 'Quisiera poder sentirme agradecida, pero esta semana no me sale nada.'],
    ['es', 'Ojalá pudiera estar agradecida como antes, pero todo me cuesta.'],
    ['pt-BR', 'Queria conseguir ser grata como antes, mas ando desanimada com a vida.'],
    ['fr', "J'aimerais ressentir de la gratitude aujourd'hui, mais franchement ça ne vient pas."],
    ['fr', "Je voudrais pouvoir dire merci à Dieu pour cette année, mais je n'y arrive pas."],
  ])('[%s] hedged joy is not joy: %s', (language, text) => {
    const g = guide(text);
    expect(g.language).toBe(language);
    expect(g.theme).not.toBe('gratitude');
  });

  it.each([
    "I'd like to thank everyone who prayed, the surgery went well!",
    'Quisiera dar gracias a Dios por mi nieto que nació ayer',
    'Queria agradecer a Deus pela cura da minha mãe',
    'Хотела бы сказать спасибо всем, кто молился за маму',
    "J'aimerais remercier tout le monde pour vos prières, ma fille va mieux.",
  ])('a polite wish to thank is thanks: %s', (text) => {
    expect(guide(text).theme).toBe('gratitude');
  });

  it('answers joy beside sorrow with neither clearly ahead with the general reply, not a sad one', () => {
    const g = guide('Thank you all for praying, the surgery is on Monday.');
    expect(g.theme).toBe('general');
  });
});

describe('ambiguous words', () => {
  it('es "solo" (only) is not loneliness', () => {
    expect(guide('Solo quiero dar gracias por este día').theme).not.toBe('loneliness');
    expect(guide('Me siento muy sola desde que me mudé').theme).toBe('loneliness');
  });

  it('ru "один" (one) is not loneliness', () => {
    expect(guide('У меня один вопрос о работе и деньгах').theme).not.toBe('loneliness');
    expect(guide('Я совсем один в этом городе').theme).toBe('loneliness');
  });

  it('ko "아프" for a hurting heart is not sickness', () => {
    const g = guide('마음이 너무 아파요');
    expect(g.theme).not.toBe('sickness');
    expect(g.guidance).not.toContain('건강');
    expect(guide('몸이 아파서 병원에 다녀왔어요').theme).toBe('sickness');
  });

  it('"Why did God take my mother?" is grief, not the family paragraph', () => {
    const g = guide('Why did God take my mother?');
    expect(g.theme).toBe('grief');
    expect(g.guidance).not.toMatch(/healing in your home/);
  });

  it('a death is grief even when family words come with it, and bereavement by suicide is grief', () => {
    expect(guide('祖母が亡くなりました。寂しいです。').theme).toBe('grief');
    expect(guide('Мой брат покончил с собой, и я не могу перестать думать о нём.').theme).toBe('grief');
    expect(guide('Mi hermano se suicidó hace un año').theme).toBe('grief');
  });

  it('"healthy" is not about illness', () => {
    expect(guide('After three miscarriages we are holding our healthy baby girl!').theme).not.toBe('sickness');
  });
});

describe('the distress tier comes before any theme', () => {
  const hopeless: Array<[Language, string]> = [
    ['en', "I can't go on like this."],
    ['en', 'I want it all to stop.'],
    ['pt-BR', 'Não consigo mais continuar assim'],
    ['es', 'No puedo seguir así'],
    ['fr', 'Je ne peux plus continuer comme ça'],
    ['zh-CN', '我真的撑不下去了'],
    ['ko', '더 이상 버틸 수가 없어요'],
    ['ja', 'もう生きる意味がない'],
    ['hi', 'मैं अब जीना नहीं चाहता'],
    ['ru', 'Я больше не могу так жить'],
  ];

  it.each(hopeless)('[%s] %s → a short, warm reply with help available now', (language, text) => {
    const g = guide(text);
    expect(g.care).toBe('crisis');
    expect(g.language).toBe(language);
    expect(TEXTS[language].crisis.some((c) => g.guidance.startsWith(c))).toBe(true);
    expect(quotesPerson(text, g.guidance)).toBe(false);
    expect(CRISIS_VERSES.map((r) => library.passage(r, g.reference.startsWith('Salmos') || /^[A-ZÁÉÍÓÚ]/.test(g.reference) ? (language === 'es' ? 'rv1909' : 'web') : 'web')?.reference)).toContain(g.reference);
  });

  it('every crisis reply says help is free, confidential and available now (English)', () => {
    for (const reply of TEXTS.en.crisis) {
      expect(reply).toMatch(/free/);
      expect(reply).toMatch(/confiden/);
      expect(reply).toMatch(/now/);
      expect(reply).toMatch(/emergency number/);
    }
  });

  it('bereavement by suicide is published and answered with care, with the lines offered gently', () => {
    const text = 'My brother died by suicide last spring and I miss him every day.';
    expect(filterContent(text).verdict).not.toBe('self_harm');
    const g = guide(text);
    expect(g.care).toBeNull();
    expect(g.theme).toBe('grief');
    expect(g.guidance).toContain(TEXTS.en.gentle);
  });

  it('fear of dying before surgery is not self-harm', () => {
    const text = "I don't want to die, my heart surgery is tomorrow.";
    expect(filterContent(text).verdict).not.toBe('self_harm');
    const g = guide(text);
    expect(g.care).toBeNull();
    expect(g.guidance).toContain(TEXTS.en.gentle);
  });

  it('ordinary texts carry no care and no gentle line', () => {
    const g = guide('Please pray for my exam on Friday, I am nervous.');
    expect(g.care).toBeNull();
    expect(g.guidance).not.toContain(TEXTS.en.gentle);
  });
});

describe('abuse and danger at home', () => {
  it.each<[Language, string]>([
    ['en', 'My husband hits me when he drinks.'],
    ['es', 'Mi esposo me pega cuando bebe'],
    ['fr', 'Mon mari me frappe quand il boit'],
    ['ru', 'Муж бьёт меня, когда пьёт'],
    ['ko', '남편이 술만 마시면 저를 때려요'],
  ])('[%s] %s → safety signposting, never "healing in your home"', (language, text) => {
    const g = guide(text);
    expect(g.care).toBe('abuse');
    expect(g.theme).toBe('abuse');
    expect(usesAny(g.guidance, TEXTS[language].theme.abuse)).toBe(true);
    expect(usesAny(g.guidance, TEXTS[language].theme.family)).toBe(false);
  });

  it('every abuse paragraph names the emergency number and never advises staying or reconciling', () => {
    for (const paragraph of TEXTS.en.theme.abuse) {
      expect(paragraph).toMatch(/emergency number/);
      expect(paragraph).not.toMatch(/\b(stay (with|in|together)|go back|reconcil|forgive|submit|healing in your home)/i);
    }
  });

  it.each(['It hurts me to see my mum so sick', 'A violent storm damaged our church roof', 'Pray for my recovery from alcohol abuse'])(
    'no abuse signposting for "%s"',
    (text) => {
      const g = guide(text);
      expect(g.theme).not.toBe('abuse');
      expect(g.care).toBeNull();
    },
  );

  it('"It\'s my fault my brother was abused" is not answered as the person\'s mistake', () => {
    const g = guide("It's my fault my brother was abused");
    expect(g.care).toBe('abuse');
    expect(g.guidance).not.toMatch(/your mistake|confess/i);
  });

  it('no guilt paragraph assumes fault', () => {
    for (const language of LANGUAGES) expect(TEXTS[language].theme.guilt.join(' ')).not.toMatch(/your mistake|confess/i);
    expect(TEXTS.en.theme.guilt.join(' ')).not.toMatch(/mistake/);
  });
});

describe('never answer words the person did not write', () => {
  it.each(Object.entries(SAFETY_LEXICON))('[%s] the filter replacement gets the gentle general reply', (language, lex) => {
    const g = guide(lex.supportRequest);
    expect(g.theme).toBe('general');
    expect(g.care).toBeNull();
    expect(usesAny(g.guidance, TEXTS[language as Language].theme.gratitude)).toBe(false);
    expect(g.guidance).toContain(TEXTS[language as Language].gentle);
    expect(quotesPerson(lex.supportRequest, g.guidance)).toBe(false);
  });

  it('recognises the earlier wording of the replacement, for items stored before it changed', () => {
    for (const text of ['Estou passando por um momento difícil e ficaria grato por suas orações e apoio.', 'Я переживаю трудное время и буду благодарен за ваши молитвы и поддержку.']) {
      const g = guide(text);
      expect(g.theme).toBe('general');
      expect(g.theme).not.toBe('gratitude');
    }
  });

  it('recognises the replacement after the filter tidied it, too', () => {
    const g = guide(`${SAFETY_LEXICON.en.supportRequest}  `);
    expect(g.theme).toBe('general');
  });

  it('answers the original text (a swear word and all) by what it is about', () => {
    const g = guide('This fucking cancer is killing my mum');
    expect(g.theme).not.toBe('gratitude');
    expect(g.guidance).not.toMatch(/fucking|killing/);
  });
});

describe('saying nothing untrue', () => {
  const fabricated: Record<Language, RegExp> = {
    en: /prayer team|is praying for you|He will (make|provide)/i,
    'pt-BR': /equipe de oração|vai mostrar/,
    es: /equipo de oración|te mostrará el/,
    fr: /équipe de prière|Il éclairera/,
    'zh-CN': /祷告团队|祂会让/,
    ko: /기도팀|보여 주실 것입니다/,
    ja: /祈りのチーム/,
    hi: /प्रार्थना टीम|दिखाएगा/,
    ru: /молитвенная команда|Он покажет/,
  };

  it.each(LANGUAGES)('[%s] no fabricated prayer team and no promised outcome', (language) => {
    expect(JSON.stringify(TEXTS[language])).not.toMatch(fabricated[language]);
  });

  it('gender-neutral forms in pt-BR, es, fr and ru', () => {
    expect(JSON.stringify(TEXTS['pt-BR'])).not.toMatch(/sozinh|Obrigado por|sustentá-lo/);
    expect(JSON.stringify(TEXTS.es)).not.toMatch(/estás solo|Sentirse solo|atraviesas solo/);
    expect(JSON.stringify(TEXTS.fr)).not.toMatch(/\bseul\b|être fort/);
    expect(JSON.stringify(TEXTS.ru)).not.toMatch(/быть сильным/);
  });

  it('never quotes the person', () => {
    const text = 'My husband left last week and I have no idea how I will pay the rent with three kids.';
    expect(quotesPerson(text, guide(text).guidance)).toBe(false);
    expect(quotesPerson(text, `You wrote: “${text}”`)).toBe(true);
  });
});

describe('variants', () => {
  it.each(LANGUAGES)('[%s] three or more variants per theme and part', (language) => {
    const t = TEXTS[language];
    for (const theme of [...THEMES, 'general' as const]) expect(t.theme[theme].length).toBeGreaterThanOrEqual(3);
    expect(t.open.length).toBeGreaterThanOrEqual(3);
    expect(t.verse.length).toBeGreaterThanOrEqual(3);
    expect(t.crisis.length).toBeGreaterThanOrEqual(3);
    expect(t.close.post.length).toBeGreaterThanOrEqual(3);
    expect(t.close.prayer_request.length).toBeGreaterThanOrEqual(3);
  });

  it('neighbouring answers on one theme do not read the same, and the same item always reads the same', () => {
    const texts = ['My father died on Sunday.', 'We buried my grandmother today.', 'My wife passed away last month.', 'Mourning my best friend.', 'The funeral is tomorrow.', 'I lost my sister this year and I grieve.'];
    const answers = texts.map((text) => guide(text).guidance);
    expect(new Set(answers.map((a) => TEXTS.en.theme.grief.findIndex((p) => a.includes(p)))).size).toBeGreaterThan(1);
    expect(new Set(answers).size).toBe(texts.length);
    expect(engine.guide({ text: texts[0], kind: 'post', seed: 'item-1' })).toEqual(engine.guide({ text: texts[0], kind: 'post', seed: 'item-1' }));
  });
});

describe('book names in the reader\'s language', () => {
  it('every book of the curated verses has a name in every language', () => {
    const books = new Set(
      [...Object.values(THEME_VERSES).flat(), ...CRISIS_VERSES].map((r) => library.passage(r, 'web')!.reference.replace(/ \d+(:[\d\-–,]+)?$/, '')),
    );
    for (const book of books) expect(LOCALIZED_BOOKS).toContain(book);
  });

  it('shows "Psalm 34:18" as the reader would write it', () => {
    expect(localizeReference('Psalm 34:18', 'ru')).toBe('Псалом 34:18');
    expect(localizeReference('Psalm 34:18', 'ko')).toBe('시편 34:18');
    expect(localizeReference('1 Peter 5:7', 'fr')).toBe('1 Pierre 5:7');
    expect(localizeReference('Psalm 34:18', 'en')).toBe('Psalm 34:18');
  });

  it.each<[Language, string]>([
    ['ru', 'Мне очень страшно перед завтрашней операцией.'],
    ['ko', '내일 수술이 너무 무서워요.'],
    ['zh-CN', '我很害怕明天的手术结果。'],
  ])('[%s] no English book name inside the guidance', (_language, text) => {
    expect(guide(text).guidance).not.toMatch(/[A-Za-z]{3,}/);
  });
});

describe('the remote engine is not asked to improvise safety copy', () => {
  const logger = { warn: jest.fn(), error: jest.fn(), info: jest.fn(), debug: jest.fn() } as unknown as Logger;
  const remote: AiEngine = {
    name: 'remote',
    guidance: jest.fn(async () => {
      throw new Error('must not be called');
    }),
    grammar: jest.fn(),
  };

  it.each(["I can't go on like this.", 'My husband hits me when he drinks.', SAFETY_LEXICON.fr.supportRequest])('%s → offline', async (text) => {
    const g = await new FallbackEngine(remote, engine, logger).guidance({ text, kind: 'post' });
    expect(g.engine).toBe('offline');
    expect(remote.guidance).not.toHaveBeenCalled();
  });
});

describe('the broader cue design: categories the single phrases missed', () => {
  it.each<[Language, string, string]>([
    ['en', 'This fucking cancer is taking my dad away from us.', 'sickness'],
    ['es', 'Este puto cáncer se está llevando a mi papá.', 'sickness'],
    ['fr', "Ce putain de cancer est en train de m'enlever ma mère.", 'sickness'],
    ['zh-CN', '他妈的癌症要把我爸爸带走了。', 'sickness'],
    ['ko', '씨발 암 때문에 엄마가 너무 고통스러워해요.', 'sickness'],
    ['es', 'Joder, me despidieron otra vez y no sé cómo pagar el alquiler.', 'work'],
  ])('profanity [%s] %s → the topic, no care, not held', (language, text, theme) => {
    const g = guide(text);
    expect(g.language).toBe(language);
    expect(g.theme).toBe(theme);
    expect(g.care).toBeNull();
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each<[Language, string]>([
    ['en', 'Mum went to be with the Lord on Tuesday. The house is so quiet without her.'],
    ['en', "Thank God she didn't suffer at the end, but I miss my grandma so much."],
    ['es', 'Mi abuela partió con el Señor anoche y la extraño muchísimo.'],
    ['fr', 'Mon père nous a quittés dimanche.'],
    ['zh-CN', '奶奶上周安息主怀了，我很想念她。'],
    ['ko', '할아버지가 어제 소천하셨어요.'],
    ['ja', '祖父が昨日天に召されました。寂しいです。'],
    ['hi', 'मेरे दादाजी कल चल बसे।'],
    ['ru', 'Бабушка ушла к Господу в воскресенье.'],
    ['es', 'Mi abuela murio anoche'],
  ])('bereavement [%s] %s → grief, never family or gratitude', (_language, text) => {
    const g = guide(text);
    expect(g.theme).toBe('grief');
    expect(usesAny(g.guidance, TEXTS[g.language].theme.family)).toBe(false);
    expect(usesAny(g.guidance, TEXTS[g.language].theme.gratitude)).toBe(false);
  });

  it.each<[Language, string]>([
    ['en', "I keep blaming myself for the accident even though everyone says it wasn't my fault."],
    ['zh-CN', '我一直很自责，觉得那件事都怪我。'],
    ['ko', '제 잘못이 아니라는 걸 알면서도 계속 자책하게 돼요.'],
    ['ja', '自分のせいじゃないと分かっていても、自分を責めてしまいます。'],
    ['ru', 'Я всё время виню себя, хотя понимаю, что это не моя вина.'],
  ])('guilt [%s] %s → guilt, with no word of fault or confession', (language, text) => {
    const g = guide(text);
    expect(g.theme).toBe('guilt');
    expect(g.guidance).not.toMatch(/mistake|confess/i);
    expect(usesAny(g.guidance, TEXTS[language].theme.guilt)).toBe(true);
  });

  it.each<[Language, string]>([
    ['en', "I can't feel thankful for anything lately."],
    ['en', "Honestly I haven't felt any joy in months."],
    ['pt-BR', 'Não consigo ser grata por nada ultimamente.'],
    ['es', 'No me siento feliz con nada últimamente.'],
    ['fr', "Je n'arrive pas à être reconnaissante en ce moment."],
    ['zh-CN', '最近我一点都感恩不起来。'],
    ['ko', '요즘은 감사할 수가 없어요.'],
    ['hi', 'आजकल मैं किसी भी चीज़ के लिए शुक्रगुज़ार महसूस नहीं कर पा रहा।'],
  ])('negation [%s] %s → never the joyful reply', (language, text) => {
    const g = guide(text);
    expect(g.theme).not.toBe('gratitude');
    expect(usesAny(g.guidance, TEXTS[language].theme.gratitude)).toBe(false);
  });

  it('"I can\'t stop worrying" is still worry', () => {
    expect(guide("I can't stop worrying about everything.").theme).toBe('worry');
  });

  it.each<[Language, string]>([
    ['en', 'Praise God, the scan came back clear! Thank you all for praying.'],
    ['es', 'Solo quiero dar gracias a Dios porque mi hijo salió bien de la operación.'],
    ['es', '¡Gloria a Dios! Mi mamá ya está en casa después de la cirugía.'],
    ['zh-CN', '感谢主，妈妈的手术很成功！谢谢大家的代祷。'],
    ['ko', '하나님 감사합니다! 아빠 수술이 잘 끝났어요.'],
    ['ja', '神様に感謝します！父の手術が無事に終わりました。'],
    ['hi', 'प्रभु का धन्यवाद! पापा का ऑपरेशन सफल रहा।'],
    ['ru', 'Слава Богу, операция прошла успешно! Спасибо за молитвы.'],
  ])('gratitude [%s] %s → the joyful reply, even beside the illness it followed', (_language, text) => {
    expect(guide(text).theme).toBe('gratitude');
  });

  it.each<[Language, string, string]>([
    ['ja', '孫に会えて死ぬほど嬉しかったです。神様ありがとう。', 'gratitude'],
    ['ko', '엄마가 많이 아프셔서 병원에 입원하셨어요.', 'sickness'],
    ['ru', 'У меня один вопрос: как найти работу после пятидесяти?', 'work'],
    ['es', 'Vivo sola desde hace años y los domingos se me hacen eternos.', 'loneliness'],
  ])('ambiguous words [%s] %s', (_language, text, theme) => {
    const g = guide(text);
    expect(g.theme).toBe(theme);
    expect(g.care).toBeNull();
  });

  it('a friend\'s suicide (zh) is published and answered as grief, with the lines offered gently', () => {
    const text = '我的朋友去年自杀了，我一直很难过。';
    expect(filterContent(text).verdict).not.toBe('self_harm');
    const g = guide(text);
    expect(g.care).toBeNull();
    expect(g.theme).toBe('grief');
    expect(g.guidance).toContain(TEXTS['zh-CN'].gentle);
  });

  it.each<[Language, string]>([
    ['en', "I wanted to die last year. Today I'm grateful I'm still here."],
    ['zh-CN', '去年我想死，现在我很感恩，神把我从深渊里拉了出来。'],
    ['ko', '작년에는 죽고 싶었어요. 지금은 살아 있어서 감사해요.'],
  ])('a story of recovery [%s] %s → no crisis reply, not held, the lines offered gently', (language, text) => {
    const g = guide(text);
    expect(g.care).toBeNull();
    expect(filterContent(text).verdict).not.toBe('self_harm');
    expect(g.guidance).toContain(TEXTS[language].gentle);
  });

  it.each<[Language, string]>([
    ['en', "They'd all be better off without me."],
    ['fr', 'Ils seraient tous mieux sans moi.'],
    ['ko', '오늘 밤 한강 가려고요.'],
    ['zh-CN', '东西都送人了，给爸妈的信也写好了。'],
    ['en', "I'm heading to the bridge tonight. I can't see any other way."],
    ['ja', '睡眠薬をずっと貯めていて、もう決めました。'],
  ])('danger without a listed phrase [%s] %s → the crisis reply', (_language, text) => {
    expect(guide(text).care).toBe('crisis');
  });

  it.each<[Language, string]>([
    ['en', 'This exam is killing me, pray I survive chemistry!'],
    ['en', 'My phone is dead and I missed my sister\'s call.'],
    ['en', "We're going to the river tonight with the youth group for a baptism!"],
    ['pt-BR', 'Essa prova está me matando, orem por mim!'],
    ['ko', '배고파 죽겠어요, 점심 뭐 먹을까요?'],
  ])('hard negatives [%s] %s → no care', (_language, text) => {
    expect(guide(text).care).toBeNull();
  });

  it.each<[Language, string]>([
    ['en', 'He only pushed me once, and he says he is sorry.'],
    ['es', 'Mi pareja me quita el sueldo y no me deja salir ni ver a mi familia.'],
    ['zh-CN', '我老公每次喝酒都动手，孩子们都吓坏了。'],
    ['ru', 'Муж угрожает мне ножом, когда выпьет.'],
  ])('abuse without a listed phrase [%s] %s → safety signposting', (language, text) => {
    const g = guide(text);
    expect(g.care).toBe('abuse');
    expect(usesAny(g.guidance, TEXTS[language].theme.abuse)).toBe(true);
    expect(usesAny(g.guidance, TEXTS[language].theme.family)).toBe(false);
  });
});

describe('words as people type them', () => {
  it('French elisions: "l\'hôpital" is the hospital', () => {
    expect(guide("Putain, mon père a encore rechuté, il est à l'hôpital.").theme).toBe('sickness');
  });

  it('accents are optional, and "hôpital" beside "hopital" is one mention', () => {
    expect(guide('Mi abuela murio anoche').theme).toBe('grief');
    expect(guide("Dieu merci, ma fille est sortie de l'hôpital ! Merci pour vos prières.").theme).toBe('gratitude');
  });

  it.each<[Language, string]>([
    ['en', 'My son ended his life in May. How do I keep going to church?'],
    ['ja', '親友が自殺しました。何もできなかった自分が許せません。'],
    ['zh-CN', '妈妈走了三个月了，我每天都在哭。'],
    ['en', "It's the first Christmas without my wife."],
  ])('[%s] %s → grief or a gentle reply, never family, never held', (_language, text) => {
    const g = guide(text);
    expect(['family', 'gratitude']).not.toContain(g.theme);
    expect(g.care).toBeNull();
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
});

describe('swearing, obligations and good news told as done', () => {
  it.each<[Language, string, string]>([
    ['es', 'Puta madre, a mi hermano le diagnosticaron leucemia.', 'sickness'],
    ['pt-BR', 'Porra, minha avó morreu e eu nem pude me despedir.', 'grief'],
    ['ru', 'Сука, меня опять уволили.', 'work'],
    ['ja', 'くそったれ、祖母が昨夜亡くなった。', 'grief'],
  ])('[%s] %s → %s, never the family paragraph for a curse', (_language, text, theme) => {
    const g = guide(text);
    expect(g.theme).toBe(theme);
    expect(g.care).toBeNull();
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each<[Language, string]>([
    ['en', "I should be grateful but I'm not."],
    ['es', 'Debería estar agradecida, pero no lo estoy.'],
    ['zh-CN', '我应该感恩，可是我做不到。'],
    ['ko', '감사해야 하는데 감사가 안 돼요.'],
    ['ja', '感謝すべきなのに、できません。'],
    ['hi', 'मुझे खुश होना चाहिए, पर मैं खुश नहीं हूँ।'],
  ])('an obligation to be thankful [%s] %s → never the joyful reply', (_language, text) => {
    expect(guide(text).theme).not.toBe('gratitude');
  });

  it.each<[Language, string]>([
    ['ru', 'Спасибо всем, кто молился! Маму выписали из больницы!'],
    ['ko', '기도해 주신 모든 분들께 감사드려요. 엄마가 퇴원하셨어요!'],
    ['fr', 'Je voulais juste remercier tous ceux qui ont prié. Mon père est rentré à la maison !'],
  ])('out of hospital [%s] %s → joy', (_language, text) => {
    expect(guide(text).theme).toBe('gratitude');
  });
});

describe('a baby lost, a first birthday without a parent', () => {
  it.each<[Language, string]>([
    ['en', "We lost the baby at 20 weeks. I don't know how to go on."],
    ['pt-BR', 'Perdemos o bebê com 20 semanas.'],
    ['es', 'Hoy es el cumpleaños de mi papá y es el primero sin él.'],
    ['ja', '20週で赤ちゃんを亡くしました。'],
    ['hi', 'बीस हफ़्ते में हमारा बच्चा नहीं रहा।'],
  ])('[%s] %s → grief, in the writer\'s language', (language, text) => {
    const g = guide(text);
    expect(g.theme).toBe('grief');
    expect(g.language).toBe(language);
  });

  it('a Hindi "not …-ing" is not a death', () => {
    expect(guide('मैं रात को सो नहीं रहा हूँ, बहुत चिंता है।').theme).not.toBe('grief');
  });
});

describe('more ambiguous words', () => {
  it.each<[Language, string]>([
    ['fr', 'Je suis seul responsable de mes erreurs.'],
    ['hi', 'अकेले में प्रार्थना करना मुझे अच्छा लगता है।'],
  ])('[%s] %s → not loneliness', (_language, text) => {
    expect(guide(text).theme).not.toBe('loneliness');
  });

  it('ru "ни один врач" (not a single doctor) is still about illness', () => {
    expect(guide('Ни один врач не может объяснить, что со мной.').theme).toBe('sickness');
  });

  it('fr "je me sens seule" is still loneliness', () => {
    expect(guide('Je me sens tellement seule depuis le déménagement.').theme).toBe('loneliness');
  });
});

// dev-set-2 (issue 18, fourth pass): themes the engine still misread.
describe('hurtful words that cannot be taken back are guilt, even beside a death', () => {
  it.each<[Language, string]>([
    ['en', 'I said awful things to my dad before he died and I can never take them back'],
    ['es', 'le dije cosas horribles a mi abuela antes de que muriera'],
    ['pt-BR', 'falei coisas horríveis pro meu pai antes dele morrer'],
    ['fr', "j'ai dit des choses horribles à mon père avant sa mort"],
    ['ru', 'я наговорил отцу ужасных вещей перед его смертью'],
    ['hi', 'पापा के गुज़रने से पहले मैंने उनसे बहुत बुरी बातें कहीं'],
    ['zh-CN', '爸爸去世前我对他说了很伤人的话'],
    ['ja', '父が亡くなる前にひどいことを言ってしまった'],
    ['ko', '아빠 돌아가시기 전에 심한 말을 했어요'],
  ])('[%s] %s', (language, text) => {
    const g = guide(text);
    expect(g.language).toBe(language);
    expect(g.theme).toBe('guilt');
  });
});

describe('blaming oneself leads over what the blame is about', () => {
  it.each<[Language, string]>([
    ['es', 'me sigo culpando por la separación de mis papás'],
    ['pt-BR', 'continuo me culpando pelo divórcio dos meus pais'],
    ['fr', 'je me sens coupable du divorce de mes parents'],
    ['ru', 'виню себя в разводе родителей'],
  ])('[%s] %s', (_language, text) => {
    expect(guide(text).theme).toBe('guilt');
  });

  it('remorse about not visiting, with no wrong told, stays with the family reply', () => {
    expect(guide('Je culpabilise de ne pas rendre visite plus souvent à mon père.').theme).toBe('family');
  });
});

describe('solitude chosen as rest is not loneliness', () => {
  it.each<[Language, string]>([
    ['en', "I'm alone at home tonight, finally some peace and quiet"],
    ['es', 'estoy sola en casa, por fin tranquila para orar'],
    ['hi', 'आज घर पर अकेली हूँ, आखिरकार शांति से प्रार्थना कर पाऊँगी'],
  ])('[%s] %s', (_language, text) => {
    expect(guide(text).theme).not.toBe('loneliness');
  });

  it('loneliness told as such still is', () => {
    expect(guide('I feel so alone, nobody calls me anymore').theme).toBe('loneliness');
  });
});

describe('a loss by suicide is answered as grief, whoever it was', () => {
  it.each<[Language, string]>([
    ['zh-CN', '我女儿自杀走了，我不知道该怎么活下去的日子'],
    ['ja', '娘が自殺しました。何も手につきません'],
    ['ko', '딸이 자살했어요. 아무것도 손에 안 잡혀요'],
  ])('[%s] %s', (_language, text) => {
    const g = guide(text);
    expect(g.theme).toBe('grief');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
});

describe('words with two senses', () => {
  it('ru "не хватает" of money is not missing someone', () => {
    expect(guide('денег не хватает, нечем платить за квартиру').theme).not.toBe('grief');
    expect(guide('мне очень не хватает мамы').theme).toBe('grief');
  });

  it('ko "아파" with the body named is sickness', () => {
    expect(guide('머리가 너무 아파서 일을 못 하겠어요. 병원에 가야 할까요').theme).toBe('sickness');
  });

  it.each<[Language, string]>([
    ['es', 'este año no siento ninguna alegría'],
    ['fr', 'impossible de me sentir reconnaissante en ce moment'],
    ['fr', 'je suis pas du tout joyeuse cette année'],
    ['ru', 'не получается ни за что быть благодарной'],
  ])('[%s] negated joy is not thanks: %s', (_language, text) => {
    expect(guide(text).theme).not.toBe('gratitude');
  });
});

describe('the first feast without someone is grief, not family', () => {
  it.each<[Language, string]>([
    ['ru', 'первый новый год без бабушки'],
    ['hi', 'नानी के बिना पहली होली'],
    ['zh-CN', '奶奶走后的第一个中秋节'],
    ['ja', '祖母のいない初めてのクリスマス'],
    ['ko', '할머니 없는 첫 명절'],
  ])('[%s] %s', (_language, text) => {
    expect(guide(text).theme).toBe('grief');
  });
});

describe('a lost job is not a death', () => {
  it.each<[Language, string]>([
    ['en', 'I lost my job last week and rent is due'],
    ['fr', "j'ai perdu mon travail et je ne sais pas comment payer le loyer"],
    ['pt-BR', 'perdi meu emprego e não sei como pagar o aluguel'],
    ['ru', 'Муж потерял работу, и нечем платить за квартиру'],
  ])('[%s] %s', (_language, text) => {
    const g = guide(text);
    expect(g.theme).not.toBe('grief');
    expect(usesAny(g.guidance, TEXTS[g.language].theme.grief)).toBe(false);
  });

  it.each<[Language, string]>([
    ['en', 'I lost my mom last spring'],
    ['fr', "j'ai perdu ma mère l'an dernier"],
    ['ru', 'я потеряла маму в прошлом году'],
  ])('[%s] a lost mother still is: %s', (_language, text) => {
    expect(guide(text).theme).toBe('grief');
  });
});

describe('an exam is not money trouble', () => {
  // Studies were read as work, whose replies and verses speak of bills and the love of money.
  it.each<[Language, string]>([
    ['en', 'Please pray for my sister, her exams start on Monday.'],
    ['pt-BR', 'Orem por mim, tenho prova da faculdade amanhã'],
    ['es', 'Tengo examen final en la universidad el lunes'],
    ['fr', 'Mon fils a beaucoup de stress avec ses études et ses examens'],
    ['zh-CN', '下周就要考试了，请为我祷告'],
    ['ko', '다음 주에 시험이 있어요. 기도해 주세요'],
    ['ja', '来週、大事な試験があります'],
    ['hi', 'अगले हफ़्ते मेरी परीक्षा है, प्रार्थना करें'],
    ['ru', 'У дочери на следующей неделе экзамен'],
  ])('[%s] %s', (_language, text) => {
    const g = guide(text);
    expect(g.theme).not.toBe('work');
    expect(usesAny(g.guidance, TEXTS[g.language].theme.work)).toBe(false);
  });

  it.each<[Language, string]>([
    ['fr', 'merci à tous ceux qui ont prié, les examens de mon père sont bons !!'],
    ['es', 'Gracias a Dios, los exámenes de mi madre salieron bien'],
  ])('[%s] medical tests with good news stay joy: %s', (_language, text) => {
    expect(guide(text).theme).toBe('gratitude');
  });

  it('a lost job still is work', () => {
    expect(guide('I lost my job and the rent is due on Friday').theme).toBe('work');
  });
});

describe('sickness replies do not assume the writer is the one who is ill', () => {
  it.each(LANGUAGES)('%s', (language) => {
    expect(TEXTS[language].theme.sickness.join(' ')).not.toMatch(/your body|seu corpo|tu cuerpo|votre corps|你的身体|당신의 몸|あなたの体|आपके शरीर|ваше тело/);
  });
});

describe('a wrong the writer did, told as what happened', () => {
  it('is answered as guilt without the word', () => {
    expect(guide('I took money from the offering box at church and nobody knows.').theme).toBe('guilt');
  });

  it.each([
    // Someone else's wrong named twice in the text's own words stays heartbreak.
    ['My husband cheated on me and the betrayal is unbearable.', 'heartbreak'],
    // Sorry for not visiting, with no wrong told, keeps the family reply that assumes no fault.
    ['Je culpabilise de ne pas rendre visite assez souvent à ma mère.', 'family'],
  ])('%s → %s', (text, theme) => {
    expect(guide(text).theme).toBe(theme);
  });
});

describe('holds read by the plan model', () => {
  it.each([
    'Last year I saved up pills and picked a day. Today I am alive and grateful for my therapist.',
    "Tomorrow is my surgery and I'm scared I won't wake up.",
    'I picked the date for the wedding and saved up for the dress.',
    'My brother took his own life last spring; I still set his plate on Sundays.',
  ])('never a story of recovery, a fear of dying, an ordinary plan or a loss: %s', (text) => {
    expect(heldAsPlan(text)).toBe(false);
  });
});

describe('a crisis only the model reads is held only when the model is sure', () => {
  // One known n-gram scoring 5: above the reply's threshold; held only when the hold threshold is lower.
  const models = (holdThreshold: number): CareModels => ({
    crisis: { n: [2, 2], threshold: 1, holdThreshold, weights: { qx: 5 } },
    abuse: { n: [2, 2], threshold: Infinity, weights: {} },
    plan: { n: [2, 2], threshold: 1, weights: { qx: 5 } },
  });
  const text = 'qx qx';

  it('gets the crisis reply but stays on the wall below the hold threshold', () => {
    const sure = new OfflineEngine(library, new OfflineGrammar(path.join(root, 'bff/package.json'), []), models(10));
    expect(sure.guide({ text, kind: 'post' }).care).toBe('crisis');
    expect(heldAsPlan(text, models(10))).toBe(false);
  });

  it('is held as a plan above it', () => {
    expect(heldAsPlan(text, models(4))).toBe(true);
  });

  it('below it, a means made ready or the method told as an act that the word families find makes it a plan', () => {
    const noPlanModel = { ...models(10), plan: { n: [2, 2] as [number, number], threshold: Infinity, weights: {} } };
    expect(heldAsPlan('qx qx. got the blades out and locked the door', noPlanModel)).toBe(true);
    expect(heldAsPlan('qx qx. locked the door', noPlanModel)).toBe(false);
    // A date picked is not such a step: weddings have dates.
    expect(heldAsPlan('qx qx. picked the date', noPlanModel)).toBe(false);
  });

  it('the committed crisis model holds only above its reply threshold', () => {
    expect(CARE_MODELS.crisis.holdThreshold).toBeGreaterThan(CARE_MODELS.crisis.threshold);
  });
});

describe('stories of recovery the recovery model reads', () => {
  it('a past wish to die beside a present joy is not a crisis', () => {
    const g = guide("Two years ago I wanted to die every single day. This morning I held my newborn nephew and cried because I'm still here.");
    expect(g.care).toBeNull();
  });

  it.each(['I used to be happy. Now I just want to die.', 'I wanted to die last year and I still want to die now.'])('danger now stays a crisis: %s', (text) => {
    expect(guide(text).care).toBe('crisis');
  });
});

describe('a death word used as a degree is not grief', () => {
  it.each([
    'dead tired after a long week, pray for my feet',
    'this traffic is going to be the death of me',
    'je suis morte de fatigue, priez pour moi',
    'Priez pour mon examen de droit mardi, je stresse à mort.',
    'tô morta de cansaço hoje',
    '累死了 今天加班到十点',
    'थक के मर गई आज',
  ])('%s', (text) => {
    expect(guide(text).theme).not.toBe('grief');
  });

  it.each(['The death of my father still hurts', 'a morte de meu pai ainda dói', '爷爷突然去世了', 'मेरी दादी मर गई', 'sa mort m’a brisé'])('a death still is: %s', (text) => {
    expect(guide(text).theme).toBe('grief');
  });
});

describe('the model that reads recovery never outvotes danger told as now', () => {
  // Each was answered as a story of recovery (no care) while the word families read a crisis:
  // the n-gram model weighed the words of a life going on ("work at a café"), not when.
  it.each<[Language, string]>([
    ['en', 'Since 2019 I have wanted to die every day. Now I work at a café.'],
    ['en', 'Yesterday I wanted to die. Two years ago I was fine. Praise God for my family.'],
    ['fr', "Hier je voulais en finir. Il y a trois ans tout allait bien. Aujourd'hui je chante à la chorale."],
    ['ru', 'Вчера я хотел умереть. Три года назад всё было хорошо. Сейчас я работаю.'],
    ['ko', '요즘 매일 죽고 싶어요. 지금은 카페에서 일해요.'],
    ['ko', '어제 죽고 싶었어요. 3년 전엔 괜찮았어요. 지금은 회사 다녀요.'],
    ['ja', '最近は毎日消えたいと思ってる。今はカフェで働いています。'],
  ])('[%s] %s → crisis care', (language, text) => {
    expect(assessCare(text, language).care).toBe('crisis');
    expect(guide(text).care).toBe('crisis');
  });

  it('a story of recovery the model reads is still answered as one', () => {
    const text = 'Got out of prison with nothing and a plan to end it. A chaplain sat with me in a café for three hours. Now I volunteer at the same café.';
    expect(assessCare(text, 'en')).toMatchObject({ care: null, gentle: true });
  });
});

describe('a danger denied in passing is published and answered without crisis care', () => {
  // Each was held off the wall before: the word for the danger was there, denied.
  it.each<[Language, string]>([
    ['en', 'i dont wanna kill myself or anything, im just so done with this semester'],
    ['zh-CN', '我没有不想活，只是不想上班'],
    ['ja', '消えたいとかは思わない。ただ温泉に行きたい'],
    ['hi', 'मैं खुद को नुकसान नहीं पहुँचाऊँगी, बस आज उदास हूँ'],
  ])('[%s] %s', (language, text) => {
    expect(filterContent(text).verdict).not.toBe('self_harm');
    expect(assessCare(text, language).care).toBeNull();
    expect(guide(text).care).toBeNull();
  });

  it('a wish not to be told after the denial keeps crisis care: the models still read the text', () => {
    const text = 'I dont want to kill myself I just want to fall asleep for a really long time and not have to be me anymore';
    expect(assessCare(text, 'en').care).toBe('crisis');
  });
});
