import { assessDistress, bereavedBySuicide } from './distress';
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
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', gentle: false, recovered: false, cue: null });
  });

  // Cutting and overdose, said plainly, were found by neither the filter nor the tiers.
  it.each<[string, string]>([
    ['en', 'I am going to slit my wrists'],
    ['en', "i'm gonna overdose tonight"],
    ['en', 'I want to take all of my pills at once'],
    ['es', 'Quiero cortarme las venas'],
    ['es', 'Me voy a tomar todas mis pastillas'],
    ['pt-BR', 'Vou cortar os pulsos'],
    ['pt-BR', 'Quero tomar todos os comprimidos de uma vez'],
    ['fr', "Je vais m'ouvrir les veines"],
    ['fr', 'Je vais avaler tous mes médicaments'],
    ['ru', 'Хочу вскрыть себе вены'],
    ['ru', 'Наглотаюсь таблеток и всё'],
    ['zh-CN', '我想割腕'],
    ['zh-CN', '我想吞下一整瓶安眠药'],
    ['ja', '手首を切りたい'],
    ['ja', '睡眠薬を全部飲むつもり'],
    ['ko', '손목을 긋고 싶어요'],
    ['ko', '수면제를 한꺼번에 다 먹을 거예요'],
    ['hi', 'मैं अपनी नसें काट लूँगा'],
    ['hi', 'मैं सारी गोलियाँ खा लूँगी'],
  ])('[%s] %s → crisis (cutting or an overdose)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', 'I cut my wrist on a broken glass while washing up'],
    ['en', 'My cousin died of an overdose last year, please pray for his mum'],
    ['es', 'Mi hermano murió de una sobredosis'],
    ['fr', 'Je prends tous mes médicaments le matin, comme le médecin a dit'],
  ])('[%s] %s → not a crisis', (language, text) => {
    expect(assessDistress(text, language).level).not.toBe('crisis');
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

/*
 * The families of signals, one block per family, in several languages each. The texts describe a
 * situation rather than name a wish to die, which single phrases missed.
 */
describe('families of crisis signals', () => {
  it.each<[string, string]>([
    ['en', "They'd all be better off without me."],
    ['en', 'My family would be happier if I just was not around anymore.'],
    ['fr', 'Ils seraient tous plus heureux sans moi.'],
    ['ru', 'Семье будет легче без меня.'],
    ['ko', '제가 없으면 다들 더 편할 거예요.'],
  ])('burden [%s] %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', 'I gave my things away and wrote letters to my parents.'],
    ['zh-CN', '东西都送人了，给爸妈的信也写好了。'],
    ['es', 'Regalé mis cosas y dejé una carta para mis padres.'],
    ['ja', '持ち物を人にあげて、両親への手紙も書いた。'],
  ])('two final arrangements [%s] %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "I'm going to the river tonight."],
    ['ko', '오늘 밤 한강 가려고요.'],
    ['pt-BR', 'Hoje à noite vou para a ponte, não tem mais saída.'],
    ['en', 'No way out. I have the pills right here with me.'],
    ['ru', 'Сегодня ночью пойду на мост, выхода нет.'],
  ])('a means with a plan and a time, or with no way out [%s] %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "We're going to the river tonight with the youth group for a baptism!"],
    ['ko', '오늘 밤 교회 친구들이랑 한강 가서 치맥 해요.'],
    ['en', 'I have to take my pills every morning now.'],
    ['en', 'Today is my last day at this job, goodbye everyone!'],
    ['en', 'I wrote a letter to my parents for their anniversary.'],
    ['zh-CN', '我把旧衣服都送给了教会的义卖。'],
  ])('an outing, a routine or a single goodbye is not a crisis [%s] %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('stories of recovery', () => {
  it.each<[string, string]>([
    ['en', "I wanted to die last year, today I'm grateful."],
    ['zh-CN', '去年我想死，现在我很感恩。'],
    ['ja', '去年は死にたかったけど、今は生きていて感謝しています。'],
    ['hi', 'पिछले साल मैं मरना चाहती थी, पर आज मैं आभारी हूँ कि मैं ज़िंदा हूँ।'],
    ['ru', 'В прошлом году я хотела умереть. Сегодня я благодарна, что жива.'],
    ['es', 'El año pasado quería morir. Hoy estoy agradecida.'],
  ])('[%s] %s → not a crisis, not held, the lines offered gently', (language, text) => {
    const result = assessDistress(text, language);
    expect(result.level).toBe('none');
    expect(result.recovered).toBe(true);
    expect(result.gentle).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it('danger told in the past without anything about now is still a crisis', () => {
    expect(assessDistress('Last night I wanted to die.').level).toBe('crisis');
  });

  it('danger now after a story of recovery is a crisis', () => {
    expect(assessDistress('Last year I got through it, but now I want to die again.').level).toBe('crisis');
  });
});

describe('figures of speech', () => {
  it.each<[string, string]>([
    ['en', 'This exam is killing me!'],
    ['pt-BR', 'Minha mãe vai me matar quando ver a bagunça.'],
    ['fr', 'Ma mère va me tuer quand elle verra mes notes !'],
    ['ja', '孫に会えて死ぬほど嬉しかったです。'],
    ['zh-CN', '今天累死了。'],
    ['ru', 'Умираю от голода.'],
  ])('[%s] %s → none, not held', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
});

describe('someone else\'s suicide', () => {
  it.each([
    '我的朋友去年自杀了，我一直很难过。',
    '我表哥前年自杀了。',
    '友人が去年自殺して、まだ受け止められません。',
    '친구가 작년에 자살해서 아직도 마음이 아파요.',
    'El suicidio de mi primo nos dejó destrozados.',
  ])('%s → published, not a crisis', (text) => {
    expect(filterContent(text).verdict).not.toBe('self_harm');
    expect(assessDistress(text).level).toBe('none');
  });

  it('"我要自杀了" (I am going to kill myself) is still held', () => {
    expect(filterContent('我要自杀了').verdict).toBe('self_harm');
  });
});

describe('patterns that open on any word still read a word glued to marks', () => {
  // These patterns may only start where a word does, so that a long run without spaces is
  // scanned once (bench/screening.bench.mjs); a word that begins with marks still counts whole.
  it.each([
    ["Ugh…this exam is killing me!", 'none'],
    ["…".repeat(1990) + ' work is killing me', 'none'],
  ])('%s → %s', (text, level) => {
    expect(assessDistress(text, 'en').level).toBe(level);
  });

  it.each(["(My cousin's suicide last spring still hurts.)", '“cousin’s suicide” hurts', '、'.repeat(1900) + " my cousin's suicide"])(
    '%s → someone else\'s suicide, published',
    (text) => {
      expect(bereavedBySuicide(text)).toBe(true);
      expect(filterContent(text).verdict).not.toBe('self_harm');
    },
  );
});

describe('families of abuse signals', () => {
  it.each<[string, string]>([
    ['en', 'He only pushed me once and he said sorry.'],
    ['en', 'My boyfriend checks my phone and takes my whole paycheck.'],
    ['en', "I'm scared of my husband."],
    ['en', 'I wear long sleeves to hide the bruises.'],
    ['en', 'If I ever leave he says he will kill me.'],
    ['es', 'Mi papá golpea a mi mamá cuando llega borracho.'],
    ['fr', 'Mon mari me menace avec un couteau quand il a bu.'],
    ['zh-CN', '我老公每次喝酒都动手，孩子们都吓坏了。'],
    ['ko', '남편이 화나면 물건을 던지고 저를 벽으로 밀어요.'],
    ['ja', '夫にお金もスマホも管理されて、友達に会うことも許してくれません。'],
    ['ru', 'Муж отбирает мою зарплату и не пускает меня видеться с подругами.'],
    ['hi', 'मेरे पति गुस्से में मुझ पर चीज़ें फेंकते हैं और बच्चे डर जाते हैं।'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it.each<[string, string]>([
    ['en', 'It just hit me that Dad is really gone.'],
    ['en', 'My son hit his sister with a pillow and they both laughed.'],
    ['en', "I'm afraid of my dad's reaction to my grades."],
    ['fr', 'Dieu me pousse à pardonner.'],
    ['hi', 'मुझे आज बहुत धक्का लगा जब नौकरी का जवाब नहीं आया।'],
    ['zh-CN', '他昨天打了我一个电话。'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('absence and relief in one sentence', () => {
  it.each<[string, string]>([
    ['en', 'Nobody needs me. It would be easier for everyone if I was gone.'],
    ['pt-BR', 'Seria mais fácil para todos se eu sumisse.'],
    ['zh-CN', '我消失了大家都会轻松。'],
    ['ru', 'Всем будет проще, если меня не будет.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it('"easier" and "if I was gone" in different sentences are not a burden', () => {
    expect(assessDistress('Work is easier this week. If I was gone on Friday, nobody minded.').level).toBe('none');
  });
});

describe('being at the place', () => {
  it.each<[string, string]>([
    ['en', "I'm standing on the roof right now and I don't know why I should go back down."],
    ['ja', '今、屋上に立っています。降りる理由がわかりません。'],
    ['es', 'Estoy en la azotea y no sé para qué bajar.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });
});

describe('a relative who took their own life, in the past tense', () => {
  it.each(['삼촌이 스스로 목숨을 끊은 지 삼 년이 됐어요.', '叔父が三年前に自ら命を絶ちました。'])('%s → not a crisis, not held', (text) => {
    expect(assessDistress(text).level).toBe('none');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each(['목숨을 끊고 싶어요', '命を絶ちたい'])('%s (the writer) → still a crisis', (text) => {
    expect(assessDistress(text).level).toBe('crisis');
  });
});

describe('a plan and a time to act, without naming what', () => {
  it.each<[string, string]>([
    ['en', 'I have a plan. Tonight I will do it.'],
    ['es', 'Ya tengo un plan y hoy lo voy a hacer.'],
    ['zh-CN', '我已经计划好了，今天就做。'],
    ['ru', 'У меня есть план, и сегодня я это сделаю.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each([
    'I have a plan to lose weight and I will do it tomorrow.',
    'I have a plan for my career.',
    'Tengo un plan para pagar mis deudas.',
  ])('%s → none', (text) => {
    expect(assessDistress(text).level).toBe('none');
  });

  it.each<[string, string]>([
    ['en', "The world doesn't need me in it."],
    ['ja', '世界に私は必要ない。'],
    ['hi', 'इस दुनिया को मेरी ज़रूरत नहीं है।'],
  ])('worthlessness [%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });
});

describe('coercion through the children and beatings with an object', () => {
  it.each<[string, string]>([
    ['fr', "Mon mari dit que personne ne me croira et qu'il prendra les enfants."],
    ['ko', '남편이 아무도 제 말을 안 믿을 거라며 애들을 데려가겠대요.'],
    ['en', 'My dad beats me with his belt when I get bad grades.'],
    ['zh-CN', '我爸爸用皮带抽我，因为我考得不好。'],
    ['ja', '父は成績が悪いとベルトで叩きます。'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });
});

describe('recovery told without "today" or "now"', () => {
  it.each<[string, string]>([
    ['en', "Two years ago I tried to end my life. Now I'm studying to be a nurse and I'm thankful every day."],
    ['pt-BR', 'Tentei me matar aos quinze anos. Hoje estou bem e agradeço a Deus pela vida.'],
    ['ja', '二年前に自殺未遂をしました。今は看護の勉強をして、毎日感謝しています。'],
    ['ru', 'Два года назад я пыталась покончить с собой. Сейчас я учусь на медсестру и каждый день благодарю Бога.'],
  ])('[%s] %s → not a crisis, not held', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it('a recent attempt is not a story of recovery, however thankful', () => {
    expect(assessDistress('Last night I tried to kill myself. I am thankful you are here.').level).toBe('crisis');
  });

  it('thanks in the same sentence as the danger does not undo it', () => {
    expect(assessDistress('Years ago I wanted to die and I am thankful for nothing.').level).toBe('crisis');
  });
});

describe('a story of recovery told as a life now, time counted clean, or praise', () => {
  it.each<[string, string]>([
    ['en', 'I used to cut myself in high school. I am four years clean now. If you are there, hold on.'],
    ['en', 'In 2021 I tried to end my life. Today I graduated from nursing school. God is faithful.'],
    ['pt-BR', 'Em 2018 tentei tirar minha vida. Hoje ajudo os adolescentes da igreja. Deus é fiel.'],
    ['es', 'En 2019 intenté quitarme la vida. Hoy canto en el coro y sigo aquí. Gracias a Dios.'],
    ['fr', "Il y a un an je voulais en finir. Aujourd'hui je chante à la chorale. Gloire à Dieu."],
    ['ru', 'В 2019 я хотел покончить с собой. Сейчас я работаю и служу в церкви. Слава Богу.'],
    ['hi', 'तीन साल पहले मैं मरना चाहती थी। आज अपनी दुकान खोली है। प्रभु की महिमा हो।'],
    ['zh-CN', '三年前我不想活了。现在在教会带青少年小组，慢慢好起来了。'],
    ['ko', '3년 전에 죽고 싶었어요. 지금은 졸업하고 회사 잘 다녀요. 주님의 은혜예요.'],
    ['ja', '三年前は毎日消えたいと思っていました。今は教会で奏楽を手伝っています。神様の恵みです。'],
  ])('[%s] %s → a story of recovery, published', (language, text) => {
    const assessed = assessDistress(text, language);
    expect(assessed).toMatchObject({ level: 'none', recovered: true });
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  // The same shapes with a return told anywhere in the text, or the danger not yet past.
  it.each<[string, string]>([
    ['en', 'I used to cut myself in high school. I was four years clean, now the urge is back and I cut again.'],
    ['en', 'In 2021 I tried to end my life. Today I graduated, but I want to die again.'],
    ['pt-BR', 'Em 2018 tentei tirar minha vida. Hoje ajudo na igreja, mas os mesmos pensamentos voltaram.'],
    ['es', 'En 2019 intenté quitarme la vida. Hoy canto en el coro, pero otra vez pienso en hacerlo.'],
    ['fr', "Il y a un an je voulais en finir. Aujourd'hui je chante à la chorale, mais l'envie est revenue."],
    ['ru', 'В 2019 я хотел покончить с собой. Сейчас я работаю, но мысли снова вернулись.'],
    ['hi', 'तीन साल पहले मैं मरना चाहती थी। आज अपनी दुकान खोली है, पर वो ख्याल फिर से आने लगे हैं।'],
    ['zh-CN', '三年前我不想活了。现在在教会带小组，可是最近又想死了。'],
    ['ko', '3년 전에 죽고 싶었어요. 지금은 회사 잘 다녀요. 근데 그 생각이 다시 들어요.'],
    ['ja', '三年前は毎日消えたいと思っていました。今は教会で手伝っていますが、また消えたいと思うようになりました。'],
    ['en', 'I want to die. God is good, I know, but I cannot keep going.'],
    ['es', 'Anoche intenté quitarme la vida. Hoy canto en el coro por obligación.'],
    // A date the danger started from, not one it ended at.
    ['en', 'Since 2019 I have wanted to die every day. Now I work at a café.'],
    ['zh-CN', '2019年以来我一直不想活了。现在在教会带青少年小组。'],
  ])('[%s] %s → still a crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });
});

describe('minimised slaps', () => {
  it.each<[string, string]>([
    ['en', "It's not that bad, he just slaps me sometimes when he's stressed."],
    ['pt-BR', 'Não é tão grave, ele só me dá uns tapas quando está estressado.'],
    ['es', 'No es tan grave, solo me da cachetadas cuando está estresado.'],
    ['ja', 'そんなにひどくはないです。夫はストレスがたまると平手打ちするだけです。'],
    ['ru', 'Всё не так страшно, он просто даёт мне пощёчину, когда нервничает.'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });
});

describe('ordinary goodbyes, trips and crossings', () => {
  it.each<[string, string]>([
    ['en', 'This is my last post before I start my new job, wish me luck!'],
    ['zh-CN', '这是我换工作前最后一次发帖，祝福我吧！'],
    ['ja', '今夜は橋を渡って祖母の家に行きます。'],
    ['es', 'Esta noche cruzamos el puente para ver a mi abuela.'],
    ['ko', '그동안 고마웠어요, 셀 모임 여러분! 1월에 봐요.'],
    ['ru', 'На следующей неделе меня не будет, мы уезжаем в отпуск.'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });

  it('a last post with nothing ordinary around it is still a farewell', () => {
    expect(assessDistress('This is my last post. Thank you all for everything.').level).toBe('crisis');
  });
});

describe('"everyone would be fine without me", prepared means and isolation', () => {
  it.each<[string, string]>([
    ['en', "Everyone would move on fine if I just wasn't here anymore."],
    ['ko', '제가 없어도 다들 잘 살 거예요.'],
    ['ja', '私がいなくても、みんな普通にやっていけると思う。'],
    ['ru', 'Таблетки я уже приготовила. Больше не могу.'],
    ['zh-CN', '药我已经准备好了，我真的撑不住了。'],
    ['fr', "J'ai acheté une corde aujourd'hui. Je ne vois pas d'avenir."],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it('"they will be fine without me, I am travelling" is not a burden', () => {
    expect(assessDistress('Vão ficar bem sem mim, vou viajar.').level).toBe('none');
  });

  it.each<[string, string]>([
    ['pt-BR', 'Meu namorado me proíbe de ver minhas amigas e me xinga o tempo todo.'],
    ['fr', "Mon copain m'interdit de voir mes amies et m'insulte sans arrêt."],
    ['hi', 'मेरा बॉयफ्रेंड मुझे दोस्तों से मिलने नहीं देता और हर समय गालियाँ देता है।'],
    ['en', "He said if I ever talk to my sister again he'll make me regret it."],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });
});

describe('peace made, family commended, a cliff edge', () => {
  it.each<[string, string]>([
    ['en', "Please pray for my family after I'm gone. I've made my peace."],
    ['es', 'Oren por mi familia cuando yo ya no esté. Ya hice las paces con todo.'],
    ['ko', '제가 떠난 후에 우리 가족을 위해 기도해 주세요. 이제 마음 정리했어요.'],
    ['ru', 'Я сижу в машине у обрыва. С меня хватит.'],
    ['zh-CN', '我现在坐在悬崖边的车里，我受够了。'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "I'm at peace with my decision to change jobs."],
    ['zh-CN', '这件事我终于想通了，感谢大家的祷告。'],
    ['en', "I'm done with social media for Lent, see you after Easter!"],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('self-harm again, control of clothes and contacts, stalking, a pension taken', () => {
  it.each<[string, string]>([
    ['en', 'I relapsed and cut again last night, deeper this time.'],
    ['es', 'Recaí y me volví a cortar anoche.'],
    ['zh-CN', '我又复发了，昨晚又割了自己。'],
    ['ru', 'У меня был срыв, и я снова порезала себя вчера ночью.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', 'Is it normal that my husband decides what I wear and who I talk to?'],
    ['ja', '元彼が職場の前で待ち伏せして、脅迫のメッセージを送ってきます。'],
    ['fr', "Mon ex m'attend devant mon travail et m'envoie des menaces."],
    ['en', 'My son takes my pension and shouts at me if I ask for it back.'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it.each<[string, string]>([
    ['pt-BR', 'Não sei com quem eu falo sobre isso.'],
    ['en', 'I cut my hair short and I love it!'],
    ['en', 'Is it normal that my husband snores?'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('wishing never to have been born, wanting it all to be over', () => {
  it.each<[string, string]>([
    ['en', "I hate myself. I wish I'd never been born."],
    ['ko', '제가 너무 싫어요. 차라리 태어나지 말았어야 했어요.'],
    ['ru', 'Я себя ненавижу. Лучше бы я не рождалась.'],
    ['fr', 'À quoi bon ? Je veux juste que tout soit fini.'],
    ['ja', '何の意味があるの？全部終わってほしい。'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', 'I just want this week to be over, so many deadlines!'],
    ['ko', '이번 주가 빨리 끝났으면 좋겠어요, 일이 너무 많아요!'],
    ['es', 'Solo quiero que se acabe esta semana, ¡cuánto trabajo!'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('no longer a problem for anyone, things no longer needed, boiling water', () => {
  it.each<[string, string]>([
    ['en', "Soon I won't be a problem for anyone anymore."],
    ['ja', 'もうすぐ、誰にも迷惑をかけなくなります。'],
    ['en', "I won't need my things anymore, so I'm giving them to my sister."],
    ['ru', 'Мне больше не понадобятся мои вещи, поэтому я отдаю их сестре.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', 'My wife threw boiling water at me and told me to keep quiet.'],
    ['zh-CN', '我老公往我身上泼开水，还让我闭嘴。'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it.each<[string, string]>([
    ['en', "I won't need my winter coat anymore, we're moving to Brazil!"],
    ['ru', 'Мне больше не понадобится зимнее пальто, мы переезжаем в Сочи!'],
    ['en', 'The sun burned me at the beach.'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('abuse remembered from childhood, and threats through a pet', () => {
  it.each<[string, string]>([
    ['en', 'When I was little my uncle used to come into my room at night and I never told anyone.'],
    ['ko', '어릴 때 삼촌이 밤마다 제 방에 들어왔는데 아무한테도 말 못 했어요.'],
    ['ru', 'Он пнул собаку и сказал, что я буду следующей, если не заткнусь.'],
    ['es', 'Pateó al perro y dijo que yo sería la siguiente si no me callaba.'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it('a mother who came to pray at night is not abuse', () => {
    expect(assessDistress('My mom used to come into my room at night to pray with me. I never told anyone how much that meant.').level).toBe('none');
  });
});

describe('suicidal thoughts by their usual names', () => {
  it.each<[string, string]>([
    ['pt-BR', 'Eu tenho pensado em suicídio quase todo dia. Não sei mais com quem falar.'],
    ['pt-BR', 'Tenho ideias suicidas de novo'],
    ['es', 'Tengo ideas suicidas desde hace meses'],
    ['es', 'Últimamente he pensado en el suicidio'],
    ['fr', "J'ai des idées suicidaires depuis novembre. Je vois un psy mais ce soir c'est plus fort."],
    ['fr', "J'ai des idées noires depuis un mois"],
    ['zh-CN', '我最近一直有自杀的念头'],
    ['ko', '요즘 자살 생각을 자주 해요'],
    ['ko', '극단적인 생각이 들어요'],
    ['ja', '希死念慮が強くなってきた'],
    ['ja', '自殺願望があります'],
    ['hi', 'मुझे बार बार आत्महत्या के विचार आते हैं'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['pt-BR', 'Não tenho pensamentos suicidas, só muito cansaço'],
    ['pt-BR', 'Não tenho ideias suicidas, graças a Deus'],
    ['es', 'No tengo ideas suicidas, solo estoy cansada'],
    ['fr', "Je n'ai pas d'idées noires, juste une grosse fatigue"],
    ['zh-CN', '没有自杀的念头，只是很累'],
    ['ko', '자살 생각은 없어요. 그냥 힘들어요'],
    ['ja', '希死念慮はありません。ただ疲れています'],
    ['hi', 'मुझे आत्महत्या के विचार नहीं आते, बस थका हुआ हूँ'],
  ])('[%s] %s → none (denied)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });

  it.each<[string, string]>([
    ['pt-BR', 'Nunca tive pensamentos suicidas até este mês'],
    ['es', 'Nunca tuve ideas suicidas hasta este mes'],
    ['hi', 'आत्महत्या के विचार नहीं आते थे, पर अब रोज़ आते हैं'],
  ])('[%s] %s → crisis (denied only until now)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['fr', "L'an dernier j'avais des idées suicidaires. Aujourd'hui je rends grâce, je vais beaucoup mieux."],
    ['es', 'Hace dos años tenía ideas suicidas. Hoy estoy sana y agradecida a Dios.'],
    ['ko', '고등학교 때 자살 생각을 많이 했어요. 지금은 감사하며 살아요.'],
  ])('[%s] %s → a story of recovery', (language, text) => {
    const assessed = assessDistress(text, language);
    expect(assessed.level).toBe('none');
    expect(assessed.recovered).toBe(true);
  });
});

describe('Korean suicidal thoughts denied with "같은 거"', () => {
  it('"no thoughts like that" is a denial', () => {
    expect(assessDistress('저 괜찮아요 진짜로. 극단적인 생각 같은 거 안 해요. 그냥 오늘 좀 우울했어요', 'ko').level).toBe('none');
  });
  it('thoughts that do not go away are not denied', () => {
    expect(assessDistress('자살 생각이 없어지지 않아요', 'ko').level).toBe('crisis');
  });
});

describe('a goodbye to the people of this wall', () => {
  it.each<[string, string]>([
    ['en', 'I just wanted to say goodbye to everyone who prayed for me'],
    ['pt-BR', 'Tô só passando pra me despedir de vcs. obrigado por tudo, de verdade'],
    ['es', 'Solo paso a despedirme de ustedes. Gracias por sus oraciones.'],
    ['fr', "Je voulais juste dire au revoir à ceux qui ont prié pour moi ici. Merci pour tout"],
    ['ru', 'Пришла попрощаться с вами всеми. Спасибо за молитвы.'],
    ['zh-CN', '我想跟为我祷告的人告别'],
    ['ko', '여러분께 마지막 인사 드리고 싶었어요'],
    ['ja', '祈ってくれた人たちにお別れを言いたくて'],
    ['hi', 'इस ग्रुप में ये मेरा आखिरी मैसेज है। जिसने भी कभी हाल पूछा, धन्यवाद। अलविदा'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "I wanted to say goodbye to you all, I'm moving to a new church next month"],
    ['es', 'Hola, vengo a despedirme de ustedes, mañana me mudo a otra ciudad y empiezo un trabajo nuevo'],
    ['fr', 'Je vous dis au revoir, je pars en vacances trois semaines sans internet !'],
    ['hi', 'मेरी आखिरी पोस्ट में मैंने अपनी नौकरी के बारे में लिखा था'],
  ])('[%s] %s → none (a move, a trip, an earlier post)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('an overdose already taken', () => {
  it.each<[string, string]>([
    ['en', 'I took the whole bottle of sleeping pills 10 minutes ago. I just wanted someone to know'],
    ['en', "I just swallowed all of my mom's pills"],
    ['pt-BR', 'tomei a cartela inteira de calmante agora pouco'],
    ['es', 'Tomé todas las pastillas hace diez minutos, solo quería que alguien lo supiera'],
    ['fr', "J'ai avalé une boîte entière de somnifères il y a 10 minutes"],
    ['zh-CN', '我刚吞了一整瓶安眠药'],
    ['ko', '수면제 한 통 다 먹었어요'],
    ['ja', '睡眠薬を全部飲んだ'],
    ['hi', '10 मिनट पहले नींद की गोलियों की पूरी strip खा ली'],
    ['ru', 'Выпила целую пачку снотворного минут 10 назад'],
  ])('[%s] %s → crisis, held like a plan', (language, text) => {
    const assessed = assessDistress(text, language);
    expect(assessed.level).toBe('crisis');
    expect(assessed.plan).toBe(true);
  });

  it.each<[string, string]>([
    ['en', 'I took all my meds this morning like the doctor said'],
    ['en', 'I took the whole box of cookies to work'],
    ['en', 'I overdosed on coffee today lol'],
    ['pt-BR', 'Tomei todos os meus remédios certinho hoje'],
    ['es', 'Me tomé todas las pastillas de hoy'],
    ['fr', "J'ai pris toute la boîte de chocolats"],
    ['zh-CN', '吃了一整盒饼干'],
    ['hi', 'सारी दवा खा ली, अब आराम है'],
  ])('[%s] %s → none (medicine as prescribed, food, coffee)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('an overdose wished or planned, and "aventarse"', () => {
  it.each<[string, string]>([
    ['en', 'I want to overdose'],
    ['en', 'thinking about overdosing tonight'],
    ['pt-BR', 'pensando em tomar uma overdose'],
    ['fr', 'je pense à faire une overdose'],
    ['ja', '今夜ODする'],
    ['ja', 'ODしたい'],
    ['hi', 'ओवरडोज़ लेने का मन है'],
    ['es', 'me voy a aventar al metro'],
    ['es', 'me quiero aventar del puente'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "I'm going to overdose on coffee before this exam lol"],
    ['fr', "J'ai peur de faire une overdose de chocolat à Noël"],
    ['es', 'Ese día me voy a aventar del trampolín más alto de la alberca'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('life not worth living, and wishing not to be alive', () => {
  it.each<[string, string]>([
    ['en', "I wish I wasn't alive"],
    ['en', "life isn't worth living"],
    ['es', 'la vida no vale la pena'],
    ['es', 'ojalá no estuviera viva'],
    ['pt-BR', 'a vida não vale a pena'],
    ['pt-BR', 'queria não estar viva'],
    ['fr', "la vie ne vaut pas la peine d'être vécue"],
    ['fr', "j'aimerais ne plus être en vie"],
    ['ru', 'жизнь не стоит того, чтобы жить'],
    ['zh-CN', '我希望我不在这个世界上'],
    ['ko', '차라리 없어졌으면 좋겠어요'],
    ['ko', '제가 그냥 사라졌으면 좋겠어요'],
    ['hi', 'काश मैं ज़िंदा ना होता'],
    ['hi', 'जीने का कोई मतलब नहीं'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['en', "life isn't worth living without friends, so thankful for mine"],
    ['en', "I wish I wasn't here at this boring meeting"],
    ['pt-BR', 'a vida não vale a pena sem Deus, por isso oro todos os dias com alegria'],
    ['fr', 'je voudrais ne pas être là demain à la réunion'],
    ['ru', 'не стоит жить прошлым'],
    ['ko', '차라리 이 숙제가 없어졌으면 좋겠어요'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('a burden, and nobody to miss me, where the lists lacked them', () => {
  it.each<[string, string]>([
    ['zh-CN', '没有人会想念我'],
    ['ja', '誰も私がいなくても寂しくない'],
    ['ja', '私は家族のお荷物です'],
    ['ja', '家族にとって重荷でしかない'],
    ['hi', 'मुझे कोई याद नहीं करेगा'],
    ['ko', '저는 가족에게 짐이에요'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['ja', '旅行中は家族のお荷物を持ちました'],
    ['ko', '짐이 너무 많아서 이사가 힘들어요'],
    ['ko', '가족에게 짐을 맡겼어요'],
    ['zh-CN', '没有人会想到我会考第一名'],
  ])('[%s] %s → none (luggage, a surprise)', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('medicine gathered in secret, and a lethal dose looked up', () => {
  it.each<[string, string]>([
    ['en', "I've been stashing my grandma's sleeping pills for weeks"],
    ['en', 'I googled the lethal dose of my antidepressants'],
    ['es', 'tengo escondidas las pastillas de mi abuela'],
    ['es', 'busqué cuál es la dosis letal del paracetamol'],
    ['pt-BR', 'estou escondendo os remédios da minha avó'],
    ['fr', "j'ai caché tous les somnifères de ma mère"],
    ['fr', "j'ai calculé combien de cachets il faudrait"],
    ['ru', 'прячу бабушкины снотворные уже месяц'],
    ['ru', 'гуглила смертельную дозу'],
    ['zh-CN', '我偷偷攒了奶奶的安眠药'],
    ['zh-CN', '我查了致死量'],
    ['ko', '치사량을 검색해 봤어요'],
    ['ja', '貯めてた睡眠薬がやっと揃った'],
    ['ja', '致死量を調べた'],
    ['hi', 'नानी की गोलियाँ छुपा के रखी हैं'],
  ])('[%s] %s → a step towards the act', (language, text) => {
    expect(assessDistress(text, language).steps).toBe(true);
  });

  it.each<[string, string]>([
    ['en', "I hid my mom's pills so my little brother can't reach them"],
    ['en', "I put my grandma's medicine away from the kids"],
    ['en', 'I picked the date for the wedding and saved up for the dress.'],
    ['en', 'I looked up how many calories are in a donut'],
    ['es', 'le llevé las medicinas a mi mamá'],
    ['fr', 'je garde mes médicaments au frigo'],
    ['ru', 'собираю вещи в поездку'],
    ['ja', '薬局で薬を買った'],
    ['ko', '약을 먹었어요'],
  ])('[%s] %s → no step', (language, text) => {
    expect(assessDistress(text, language).steps).toBe(false);
  });

  it('a step beside a crisis told in words and a time is a plan', () => {
    const a = assessDistress("I want to die. I've been hiding my mom's pills and tonight I'll take them all", 'en');
    expect(a.level).toBe('crisis');
    expect(a.plan).toBe(true);
  });

  it('a caring act with a time is not a crisis', () => {
    expect(assessDistress("Today I hid my mom's pills so my little brother can't reach them", 'en').level).toBe('none');
  });
});

describe('razor blades taken out, and Portuguese plans told as settled', () => {
  it.each<[string, string]>([
    ['en', 'took the razor blades out of the drawer'],
    ['pt-BR', 'peguei as lâminas e tranquei a porta'],
    ['pt-BR', 'estou juntando comprimido faz semanas'],
    ['es', 'saqué las cuchillas y cerré con llave'],
    ['fr', "j'ai sorti les lames de rasoir"],
    ['ru', 'достала лезвия из шкафа'],
    ['zh-CN', '我拿出了刀片'],
    ['ko', '면도칼을 꺼냈어'],
    ['ja', 'カミソリを出した'],
  ])('[%s] %s → a step towards the act', (language, text) => {
    expect(assessDistress(text, language).steps).toBe(true);
  });

  it.each<[string, string]>([
    ['en', 'took the kids to the barber, he used a razor'],
    ['es', 'saqué la basura y cerré la puerta'],
    ['ja', 'カミソリを買った'],
  ])('[%s] %s → no step', (language, text) => {
    expect(assessDistress(text, language).steps).toBe(false);
  });

  it('a night drive to the dam with no return is a crisis', () => {
    expect(assessDistress('hoje à noite vou pegar o carro, ir até a represa e não vou voltar', 'pt-BR').level).toBe('crisis');
  });

  it.each(['amanhã vou viajar e não vou voltar tão cedo, orem por mim', 'já sei como resolver a prova de matemática', 'a viagem já está tudo pronto, saímos amanhã'])(
    'not a crisis: %s',
    (text) => {
      expect(assessDistress(text, 'pt-BR').level).toBe('none');
    },
  );
});

describe('Chinese: thoughts of wanting to die, hurting oneself with what is at hand, 动手 as one\'s own act', () => {
  it.each<[string, string]>([
    ['zh-CN', '最近总有想死的念头'],
    ['zh-CN', '我拿圆规扎自己的腿'],
    ['zh-CN', '又划自己的手臂了'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['zh-CN', '刀片就在抽屉里 今晚等他们睡了就动手'],
    ['zh-CN', '刀片藏在笔袋里，等宿舍熄灯就动手'],
  ])('[%s] %s → a crisis with a plan, not abuse', (language, text) => {
    const a = assessDistress(text, language);
    expect(a.level).toBe('crisis');
    expect(a.plan).toBe(true);
  });

  it.each<[string, string]>([
    ['zh-CN', '我没有想死的念头，只是很累'],
    ['zh-CN', '我已经一年没有扎自己了，感谢主'],
    ['zh-CN', '医生扎了我的手臂抽血'],
    ['zh-CN', '等周末就动手做饭'],
    ['zh-CN', '我买了一盒刀片，明天刮胡子'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });

  it('动手 by someone at home is still abuse', () => {
    expect(assessDistress('他一生气就动手', 'zh-CN').level).toBe('abuse');
  });
});

describe('cutting told as a habit (ja), an overdose taken in the everyday word (ja), Hinglish and Hindi wishes not to be', () => {
  it.each<[string, string]>([
    ['ja', '今日も切った。お祈りお願いします'],
    ['ja', 'また腕を切っちゃった'],
    ['hi', 'main suicide ke baare mein soch raha hu'],
    ['hi', 'khudkushi karne ka man karta hai'],
    ['hi', 'कभी कभी लगता है ना होना ही बेहतर था'],
    ['hi', 'मैं नहीं चाहता कि कल सुबह हो।'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it('an overdose already taken is a crisis held like a plan', () => {
    const a = assessDistress('ODしちゃった。死ぬつもりじゃなかった', 'ja');
    expect(a.level).toBe('crisis');
    expect(a.plan).toBe(true);
  });

  it.each<[string, string]>([
    ['ja', '電話を今日も切った'],
    ['ja', '今日も髪を切った'],
    ['ja', 'ODしたことはない'],
    ['hi', 'maine kabhi suicide ke baare mein nahi socha'],
    ['hi', 'ऐसा ना होना ही बेहतर है'],
    ['hi', 'मैं नहीं चाहता कि कल परीक्षा हो।'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('a wish that has passed, a harm denied, said in so many words (train-16)', () => {
  it.each<[string, string]>([
    ['en', "I don't want to disappear anymore. Something shifted this spring."],
    ['en', "I don't feel hopeless, just lost about what to major in."],
    ['en', 'I never feel hopeless when I pray, just tired tonight.'],
    ['pt-BR', 'Já não tenho mais vontade de sumir. Obrigada a cada um de vocês que orou por mim.'],
    ['pt-BR', 'Não penso mais em não acordar. Hoje acordei com vontade de viver.'],
    ['pt-BR', 'Não quero acabar com tudo, só queria que alguém me escutasse hoje.'],
    ['es', 'Ya no quiero desaparecer como hace unos meses. Algo cambió en mí.'],
    ['es', 'Lo perdí todo en la inundación pero nunca pensé en quitarme la vida. Dios me sostiene.'],
    ['fr', "Je n'ai plus envie de disparaître comme il y a quelques mois. Quelque chose a changé."],
    ['fr', "Je ne pense pas à me faire du mal, je suis juste triste et j'avais besoin de le dire."],
    ['fr', "J'ai tout perdu dans l'inondation mais jamais je n'ai pensé à en finir. Dieu me porte."],
    ['ru', 'Больше не хочу исчезнуть. Что-то поменялось этой весной.'],
    ['hi', 'अब नहीं सोचती कि सुबह न हो। आज उठकर अच्छा लगा।'],
    ['hi', 'खुद को नुकसान पहुँचाने का कोई इरादा नहीं है, बस दिल उदास है। कोई बात कर ले।'],
    ['zh-CN', '不再想消失了，跟几个月前不一样了。'],
    ['zh-CN', '我没有想伤害自己，就是难过，想说出来。'],
    ['ko', '더는 사라지고 싶지 않아요. 올봄에 뭔가 달라졌어요.'],
    ['ko', '살기 싫은 게 아니라 통증이 싫은 거예요. 내일은 좀 덜 아프게 기도해주세요.'],
    ['ja', '死にたいんじゃない。孫の入学式まで生きたい。手術のためにお祈りください。'],
    ['ja', '終わりにしたいわけじゃない。ただ今日は誰かに話を聞いてほしい。'],
    ['ja', 'もう消えたいとは思わなくなりました。祈ってくれた皆さんのおかげです。'],
    ['ja', '朝が来なければいいなんて、もう思わない。今朝はちゃんと起きたいと思えた。'],
  ])('[%s] %s → none, not held', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it('a fear of dying before surgery in Spanish ("no me quiero morir") is gentle, not held', () => {
    const text = 'Mañana me operan del corazón y tengo miedo de no despertar de la anestesia. No me quiero morir, oren por mí.';
    const a = assessDistress(text, 'es');
    expect(a.level).toBe('none');
    expect(a.gentle).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each<[string, string]>([
    // A wish to live that has gone is danger, whatever the negation.
    ['en', "I don't want to live anymore"],
    ['pt-BR', 'Já não tenho mais vontade de viver'],
    ['es', 'Ya no quiero vivir'],
    ['fr', "Je n'ai plus envie de vivre"],
    ['ru', 'Больше не хочу жить'],
    ['zh-CN', '再也不想活了'],
    ['ko', '더 이상 살고 싶지 않아요'],
    ['hi', 'अब जीने का मन नहीं करता'],
    // Asked, not denied; denied only until now.
    ['ja', '死にたいんじゃないかと思う'],
    ['es', 'Nunca pensé en quitarme la vida hasta este año'],
    ['fr', "Jamais je n'ai pensé à en finir avant cet hiver"],
    ['fr', "Je n'ai jamais pensé à en finir, mais aujourd'hui je n'en peux plus"],
    ['es', 'Nunca pensé en quitarme la vida, pero hoy sí lo pienso'],
    ['zh-CN', '我没有想伤害自己，直到上个月'],
    ['en', "I can't promise I don't feel hopeless."],
    ['en', 'I feel hopeless and alone'],
    // Cues that had no pattern (train-16).
    ['pt-BR', 'nao consigo parar de pensar em acabar com tudo'],
    ['ko', '또 제 몸에 상처 냈어요. 하면 안 되는 거 아는데 그때만 뭔가 느껴져요.'],
    ['ja', 'つかれました。ねむって、もうおきたくない。'],
    ['es', 'El banco se queda con la parcela. Ojalá no amaneciera.'],
  ])('[%s] %s → crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it.each<[string, string]>([
    ['ja', '明日起きたくない'],
    ['ko', '운동하다가 무릎에 상처 났어요'],
    ['pt-BR', 'Não tenho mais vontade de viver nesta cidade, quero me mudar pro interior'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('sex forced by a partner, a relative touching a child, a raised hand (train-16)', () => {
  it.each<[string, string]>([
    ['pt-BR', 'Meu marido me obriga a transar quando eu não quero'],
    ['pt-BR', 'O tio mexe na minha filha e ninguém acredita'],
    ['es', 'Mi novio me obliga a hacer cosas que no quiero y dice que si lo amara no me negaría.'],
    ['es', 'Mi tío toca a mi hija de 8 años y la familia dice que me calle.'],
    ['es', 'Mi marido me fuerza cuando no quiero, pero la culpa es mía.'],
    ['fr', 'Mon mari me prend de force quand je ne veux pas'],
    ['fr', 'Mon oncle touche ma fille de 7 ans et la famille veut que je me taise'],
    ['zh-CN', '男朋友逼我做我不想做的事，说我要是爱他就不会拒绝。'],
    ['zh-CN', '老公强迫我的时候我不愿意'],
    ['ja', '私がもっといい妻だったら、夫も手をあげなかったと思う。'],
    ['ja', '夫に無理やり関係を迫られる'],
  ])('[%s] %s → abuse', (language, text) => {
    expect(assessDistress(text, language).level).toBe('abuse');
  });

  it.each<[string, string]>([
    ['es', 'Mi jefe me obliga a hacer horas extra'],
    ['fr', 'Mon oncle touche du bois pour son opération'],
    ['zh-CN', '妈妈逼我做作业'],
    ['ja', '夫が手をあげてタクシーを止めた'],
    ['ja', '先生が手をあげて質問した'],
  ])('[%s] %s → none', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('"no me quiero morir" is a fear of dying, not held (train-4, train-5)', () => {
  it.each(['mañana me operan y estoy aterrada. no me quiero morir, tengo tres hijos', 'no me quiero morir, me encontraron una bolita en el pecho y estoy esperando la biopsia'])('%s', (text) => {
    const a = assessDistress(text, 'es');
    expect(a.level).toBe('none');
    expect(a.fearOfDying).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
  it('"me quiero morir" is still a crisis', () => {
    expect(assessDistress('ya no puedo, me quiero morir', 'es').level).toBe('crisis');
  });
});

describe('danger told as lasting until now, returned, or on a day just gone', () => {
  // Each speaks of the present too ("now I work at a café"): the model that reads stories of
  // recovery is told to stand down by `ongoing`.
  it.each<[string, string]>([
    ['en', 'Since 2019 I have wanted to die every day. Now I work at a café.'],
    ['en', 'Ever since the divorce I have wanted to disappear. I still go to work and smile at church.'],
    ['en', 'Yesterday I wanted to die. Two years ago I was fine. Praise God for my family.'],
    ['pt-BR', 'Desde que perdi meu emprego eu quero sumir. Hoje trabalho num café e sorrio pra todo mundo.'],
    ['es', 'Desde hace dos años quiero morirme todos los días. Ahora trabajo en una cafetería.'],
    ['es', 'Anoche quise morirme. Hace dos años estaba bien. Hoy sirvo en la iglesia.'],
    ['fr', 'Depuis mon divorce je veux disparaître. Maintenant je travaille dans un café.'],
    ['fr', "Hier je voulais en finir. Il y a trois ans tout allait bien. Aujourd'hui je chante à la chorale."],
    ['ru', 'До сих пор хочу умереть каждый день. Сейчас работаю в кафе.'],
    ['ru', 'Вчера я хотел умереть. Три года назад всё было хорошо. Сейчас я работаю.'],
    ['hi', 'आजकल मैं मरना चाहती हूँ। अब मैं एक कैफ़े में काम करती हूँ।'],
    ['zh-CN', '这两年来我一直不想活了。现在在咖啡店上班。'],
    ['ko', '요즘 매일 죽고 싶어요. 지금은 카페에서 일해요.'],
    ['ko', '어제 죽고 싶었어요. 3년 전엔 괜찮았어요. 지금은 회사 다녀요.'],
    ['ja', '最近は毎日消えたいと思ってる。今はカフェで働いています。'],
  ])('[%s] %s → a crisis told as now', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'crisis', recovered: false, ongoing: true });
  });

  it('a return told only in a good sense is not one', () => {
    const texts: Array<[string, string]> = [
      ['en', 'At sixteen I wanted to die. Now I can laugh again and I am coming back to church. Praise God.'],
      ['ru', 'Когда-то пил и думал, что всем без меня будет лучше. Уже 4 года трезвый, дочка снова зовёт папой.'],
      ['es', 'Dejé el cristal hace 20 meses. En lo peor quería morirme todos los días. Hoy mi mamá me volvió a abrir la puerta de su casa.'],
      ['hi', 'दो साल पहले जीना नहीं चाहती थी. आज therapy ले रही हूँ और फिर से हँसती हूँ.'],
      ['ja', 'リスカをやめて二年。まだ跡は残ってるけど、半袖を着られるようになりました。'],
    ];
    for (const [language, text] of texts) expect({ text, ongoing: assessDistress(text, language).ongoing }).toEqual({ text, ongoing: false });
  });

  it('"desde hace" and "há … que" are for a time until now, not a time ago', () => {
    expect(assessDistress('Desde hace dos años quiero morirme.', 'es').ongoing).toBe(true);
    expect(assessDistress('Há dois anos que quero sumir. Hoje trabalho num café.', 'pt-BR').ongoing).toBe(true);
    expect(assessDistress('Hace dos años quería morirme. Hoy sirvo en la iglesia. Gracias a Dios.', 'es')).toMatchObject({ level: 'none', recovered: true });
  });
});

describe('a story of recovery told by the verb alone, with the time gone by', () => {
  it.each<[string, string]>([
    ['en', 'After my divorce I wanted to disappear. Two years later I am remarried and doing well. Praise God.'],
    ['es', 'Después de perder a mi hijo quería morirme. Pasaron cuatro años y hoy sirvo en la iglesia. Gracias a Dios.'],
    ['fr', 'Après mon burn-out je voulais en finir. Trois ans plus tard, je chante à la chorale. Gloire à Dieu.'],
    ['ru', 'После развода я хотел умереть. Прошло три года, сейчас я работаю и служу в церкви. Слава Богу.'],
    ['hi', 'तलाक के बाद मैं मरना चाहती थी। तीन साल हो गए, आज अपनी दुकान है। प्रभु की महिमा हो।'],
    ['hi', 'पहले खुद को काटता था। एक साल से साफ़ हूँ। प्रभु की महिमा हो।'],
    ['ko', '이혼하고 죽고 싶었어요. 3년이 지나서 지금은 회사 잘 다녀요. 주님의 은혜예요.'],
    ['ja', '離婚のあと消えたいと思っていました。三年たって、今は教会で奏楽を手伝っています。'],
  ])('[%s] %s → a story of recovery, published', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', recovered: true, ongoing: false });
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  // The same verbs without the time gone by, with a day just gone, or lasting: still a crisis.
  it.each<[string, string]>([
    ['en', 'After my divorce I wanted to disappear. Today I am remarried and doing well. Praise God.'],
    ['en', 'Two years ago I lost my job. Last night I wanted to disappear. Today I am at work. Praise God.'],
    ['es', 'Hace dos años perdí el trabajo. Anoche quería morirme. Hoy sirvo en la iglesia. Gracias a Dios.'],
    ['fr', "Il y a trois ans j'ai perdu mon travail. Cette nuit je voulais en finir. Aujourd'hui je chante à la chorale."],
    ['ru', 'Три года назад я потерял работу. Вчера я хотел умереть. Сейчас я работаю и служу в церкви.'],
    ['ko', '3년 전에 이혼했어요. 어제 죽고 싶었어요. 지금은 회사 잘 다녀요.'],
    ['en', 'For two years I have wanted to die. Now I work at a café. Praise God.'],
  ])('[%s] %s → still a crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });

  it('a plan is never read as past by its verb: bought rope beside years gone by is still held', () => {
    const text = 'Two years ago I lost everything. I bought rope and tonight I will do it. I want to die.';
    expect(assessDistress(text, 'en')).toMatchObject({ level: 'crisis', plan: true });
  });
});

describe('a story of recovery told with a time of life gone by, or with the danger stopped', () => {
  // No number says how long ago: the time of life does ("in college", 산후우울증 때, लॉकडाउन में).
  it.each<[string, string]>([
    ['en', 'In college I wanted to disappear. Now I teach Sunday school. Praise God.'],
    ['en', 'There was a season when I wanted to die. That season is over. Praise God.'],
    ['pt-BR', 'Na faculdade eu queria morrer. Hoje ajudo os jovens da igreja. Deus é fiel.'],
    ['es', 'En la universidad quería morirme. Hoy canto en el coro. Gracias a Dios.'],
    ['fr', "Pendant des années je voulais mourir. Aujourd'hui je chante à la chorale. Gloire à Dieu."],
    ['fr', "Avant je priais pour ne plus me réveiller. Aujourd'hui je chante à la chorale. Gloire à Dieu."],
    ['ru', 'В армии я хотел умереть. Сейчас я работаю и служу в церкви. Слава Богу.'],
    ['zh-CN', '疫情期间我一度不想活了。现在我在教会服事。感谢主。'],
    ['ko', '산후우울증 때 죽고 싶었어요. 지금은 아이랑 잘 지내요. 주님의 은혜예요.'],
    ['ja', '産後、消えたいと思っていました。今は教会で奏楽を手伝っています。'],
    ['hi', 'लॉकडाउन में मैं जीना नहीं चाहता था। आज मेरी अपनी दुकान है। प्रभु की महिमा हो।'],
  ])('[%s] %s → a story of recovery', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', recovered: true, ongoing: false });
  });

  // The danger told as stopped, with the time since, beside how things are now.
  it.each<[string, string]>([
    ['en', 'I stopped cutting myself two years ago. Now I teach Sunday school. Praise God.'],
    ['es', 'Dejé de cortarme hace dos años. Hoy canto en el coro. Gracias a Dios.'],
    ['pt-BR', 'Faz dois anos que parei de me cortar. Hoje ajudo os jovens da igreja. Deus é fiel.'],
    ['fr', "Deux ans sans me scarifier. Aujourd'hui je chante à la chorale. Gloire à Dieu."],
    ['ru', 'Уже два года больше не режу себя. Сейчас я работаю и служу в церкви. Слава Богу.'],
    ['zh-CN', '我已经两年不再自残了。现在我在教会服事。感谢主。'],
    ['ko', '자해를 끊은 지 2년 됐어요. 지금은 회사 잘 다녀요. 주님의 은혜예요.'],
    ['ja', 'リストカットをやめて二年。今は教会で奏楽を手伝っています。'],
    ['hi', 'दो साल हो गए खुद को काटे बिना। आज मेरी अपनी दुकान है। प्रभु की महिमा हो।'],
  ])('[%s] %s → a story of recovery', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', recovered: true });
  });

  // A stop not made, never made, made on a day just gone, or told to say it is ending; a time of
  // life that was last week: still a crisis.
  it.each<[string, string]>([
    ['en', "I can't stop cutting myself. Two years ago I was fine. Now I teach Sunday school. Praise God."],
    ['en', 'I stopped cutting myself yesterday. Two years ago I was fine. Now I teach Sunday school. Praise God.'],
    ['en', 'I never stopped cutting myself in two years. Now I teach Sunday school. Praise God.'],
    ['en', "I can't go two days without cutting myself. Now I teach Sunday school. Praise God."],
    ['es', 'No puedo pasar dos días sin cortarme. Hoy canto en el coro. Gracias a Dios.'],
    ['hi', 'खुद को चोट पहुँचाए बिना एक दिन नहीं निकलता। आज मेरी अपनी दुकान है। प्रभु की महिमा हो।'],
    ['en', 'In college last week I wanted to disappear. Now I teach Sunday school. Praise God.'],
    ['pt-BR', '5 meses sem me machucar e hoje só penso nisso. tô com tanta vontade'],
    ['pt-BR', 'faz 2 meses sem me cortar mas hoje vou voltar, já separei a gilete'],
    ['hi', 'खुद को चोट पहुँचाए बिना एक दिन नहीं निकलता अब। दो साल से यही हाल है।'],
    ['es', 'No puedo dejar de cortarme. Hace dos años estaba bien. Hoy canto en el coro.'],
    ['ru', 'Не могу перестать резать себя. Два года назад всё было хорошо. Сейчас я работаю.'],
    ['fr', "Je n'arrive pas à arrêter de me scarifier. Il y a deux ans j'allais bien. Aujourd'hui je chante à la chorale."],
  ])('[%s] %s → still a crisis', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'crisis', recovered: false });
  });
});

describe('danger in the week just gone is told as now', () => {
  // "Last week", a weekday, the weekend: too near for a story of recovery, and the recovery model
  // is told to stand down.
  it.each<[string, string]>([
    ['en', 'Last week I wanted to die. Today I am at work. Praise God.'],
    ['en', 'I tried to kill myself on Sunday. Now I am home from the hospital, praise God.'],
    ['es', 'La semana pasada quería morirme. Hoy canto en el coro. Gracias a Dios.'],
    ['pt-BR', 'Semana passada eu queria morrer. Hoje ajudo os jovens da igreja. Deus é fiel.'],
    ['fr', "La semaine dernière je voulais mourir. Aujourd'hui je chante à la chorale. Gloire à Dieu."],
    ['ru', 'На прошлой неделе я хотел умереть. Сейчас я работаю и служу в церкви. Слава Богу.'],
    ['zh-CN', '上周我想死。现在我在教会服事。感谢主。'],
    ['ko', '지난주에 죽고 싶었어요. 지금은 회사 잘 다녀요. 주님의 은혜예요.'],
    ['ja', '先週、消えたいと思っていました。今は教会で奏楽を手伝っています。'],
    ['hi', 'पिछले हफ़्ते मैं जीना नहीं चाहता था। आज मेरी अपनी दुकान है। प्रभु की महिमा हो।'],
  ])('[%s] %s → a crisis told as now', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'crisis', recovered: false, ongoing: true });
  });
});

describe('"cutting myself" is read as well as "cut myself"', () => {
  it.each(["I can't stop cutting myself.", 'Been cutting myself every night this week.'])('%s → a crisis', (text) => {
    expect(assessDistress(text, 'en').level).toBe('crisis');
  });
});
