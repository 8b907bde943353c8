import { assessDistress } from './distress';
import { filterContent } from './filter';
import type { SafetyLanguage } from './lexicon';

const level = (text: string, language?: SafetyLanguage) => assessDistress(text, language).level;

describe('warning signs told without a method are a crisis, never held', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'I keep asking God to just take me. I hope I dont wake up tomorrow'],
    ['en', 'honestly whats the point of getting out of bed. im so done with existing'],
    ['en', 'if i disappeared tomorrow nobody would notice'],
    ['en', "I'm just a waste of space, I don't deserve to be alive"],
    ['en', 'i wanna kms fr'],
    ['pt-BR', 'Tô cansada de viver, pra que continuar vivendo assim'],
    ['pt-BR', 'Peço pra Deus me levar todo dia'],
    ['pt-BR', 'Não tenho mais motivo pra acordar'],
    ['es', 'Ojalá no despertar mañana'],
    ['es', 'Estoy harta de vivir, ya no tiene caso seguir'],
    ['es', 'Le pido a Dios que me lleve, soy un estorbo'],
    ['fr', "J'en ai marre de la vie, franchement"],
    ['fr', 'je veux plus me réveiller le matin'],
    ['fr', "Je prie pour que Dieu me reprenne, je n'ai plus la force"],
    ['zh-CN', '我真的活够了'],
    ['zh-CN', '活着有什么意思啊'],
    ['zh-CN', '真希望明天不要醒来'],
    ['ko', '그냥 그만 살고 싶어요'],
    ['ko', '살아서 뭐해 진짜'],
    ['ko', '제가 사라져도 아무도 모를 거예요'],
    ['ja', '生きることに疲れました'],
    ['ja', '生まれてこなければよかった'],
    ['ja', 'いなくなりたい'],
    ['hi', 'ज़िंदगी से थक गया हूँ'],
    ['hi', 'भगवान मुझे उठा ले'],
    ['hi', 'sach me jeene ka mann nahi karta'],
    ['ru', 'Надоело жить.'],
    ['ru', 'Господи, забери меня.'],
    ['ru', 'Лучше бы я не родилась.'],
  ])('[%s] %s', (language, text) => {
    const d = assessDistress(text, language);
    expect(d.level).toBe('crisis');
    expect(d.plan).toBe(false);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });
});

describe('the same words about a job, a week or a song are not', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "I'm so done with this semester, what's the point of studying grammar"],
    ['en', 'Lord, take me deeper into your presence tonight'],
    ['en', 'My grandpa always said nobody would come to his birthday, and then the whole town came'],
    ['en', 'I feel like a failure after that interview'],
    ['pt-BR', 'Deus me leva a lugares altos, sou grato'],
    ['pt-BR', 'Cansei de esperar o ônibus, todo dia atrasa'],
    ['es', 'Señor, llévame a tu presencia en esta alabanza'],
    ['es', 'Estoy harta de este trabajo'],
    ['fr', "J'en ai marre de ce boulot, priez pour moi"],
    ['fr', 'Je veux plus de café, merci'],
    ['zh-CN', '今天加班到十点，心好累'],
    ['zh-CN', '这个月什么都不想做，想放假'],
    ['ko', '시험 끝나고 그냥 자고 싶어요'],
    ['ko', '회사 그만두고 싶어요'],
    ['ja', '仕事に疲れた、週末が楽しみ'],
    ['ja', '早く楽になりたい、風邪がつらい'],
    ['hi', 'आज ऑफिस में बहुत थक गया हूँ'],
    ['hi', 'बारिश से तंग आ गया हूँ'],
    ['ru', 'Надоело ждать автобус.'],
    ['ru', 'Устал от работы, хочу в отпуск.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('signs also said of exams, jobs and breakups count half', () => {
  it.each<[SafetyLanguage, string, string]>([
    ['en', "I feel so trapped and I've got nothing left.", "I feel so trapped, I've got nothing left and there's no way out."],
    ['pt-BR', 'Tô no meu limite com essa obra, me sinto presa.', 'Tô no meu limite, me sinto presa e sem saída.'],
    ['es', 'No sirvo para nada y me siento atrapada.', 'No sirvo para nada, me siento atrapada y no hay salida.'],
    ['fr', "Je suis au bout du rouleau, j'ai plus goût à rien.", "Je suis au bout du rouleau, j'ai plus goût à rien, je n'en peux plus."],
    ['zh-CN', '什么都不想做，每天都是煎熬。', '什么都不想做，每天都是煎熬，看不到希望。'],
    ['ko', '아무것도 하기 싫고 숨 쉬는 것도 힘들어요.', '아무것도 하기 싫고 숨 쉬는 것도 힘들어요. 버틸 힘이 없어요.'],
    ['ja', '何もしたくないし、八方塞がりです。', '何もしたくないし、八方塞がりです。もう限界。'],
    ['hi', 'कुछ अच्छा नहीं लगता, अंदर से खाली हो गया हूँ।', 'कुछ अच्छा नहीं लगता, अंदर से खाली हो गया हूँ, कोई रास्ता नहीं।'],
    ['ru', 'Ничего не хочется, внутри пустота.', 'Ничего не хочется, внутри пустота, выхода нет.'],
  ])('[%s] %s / %s', (language, halves, more) => {
    expect(level(halves, language)).toBe('none');
    expect(level(more, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "I'm such a failure, I let my parents down with these grades. Pray for my retake."],
    ['en', "Nobody even notices how hard I work at the office. I'm broken after this week."],
    ['en', "Everyone thinks I'm fine since the divorce but I'm so broken. Please pray."],
    ['en', "I can't see the end of this renovation, nothing is ever going to get better with this contractor"],
    ['en', "I'm exhausted of pretending everything is fine at church. I feel trapped in my marriage."],
    ['en', "Running out of time for my thesis, I'm a disappointment to my advisor."],
    ['pt-BR', 'Decepcionei todo mundo na prova, me sinto um fracasso.'],
    ['pt-BR', 'Todo mundo acha que eu tô bem, mas tô no meu limite com o trabalho.'],
    ['pt-BR', 'Orei a semana toda e nada, a entrevista foi cancelada. Tô no meu limite.'],
    ['es', 'Le fallé a todos en el partido, soy un fracaso jugando.'],
    ['es', 'Estoy rota desde que terminamos, nadie se da cuenta.'],
    ['es', 'No tengo fuerza para nada hoy, todo me pesa, ¿oran por mí? Es la gripe.'],
    ['fr', 'Je suis une honte en cuisine, je vois pas comment continuer ce gâteau lol'],
    ['fr', "Je parle à personne au bureau, il me reste rien de mon ancienne équipe."],
    ['zh-CN', '考试又挂了，没脸见人了，什么都不想做。'],
    ['zh-CN', '工作好累，不想说话，不想吃饭，只想睡觉。'],
    ['zh-CN', '表面上说说笑笑，其实很想家，好累。'],
    ['ko', '시험 망쳐서 부모님 볼 낯이 없어요. 아무것도 하기 싫어요.'],
    ['ko', '요즘 이상한 생각이 자꾸 들어요. 남자친구가 바람피우는 것 같아서 무서워요.'],
    ['ko', '회사 다 그만두고 싶어요. 숨 쉬는 것도 힘들 만큼 바빠요.'],
    ['ja', '仕事で失敗して合わせる顔がない。何もしたくない。'],
    ['ja', 'テストで絶望した。もう何も変わらないかも。'],
    ['hi', 'परीक्षा में फेल होकर नाक कटवा दी, किसी से बात नहीं की।'],
    ['hi', 'ऑफिस में अब थक गया हूँ, हिम्मत नहीं बची, छुट्टी चाहिए।'],
    ['ru', 'Завалил экзамен, стыдно смотреть родителям в глаза, ничего не хочется.'],
    ['ru', 'Больше не могу с этим ремонтом, конца не видно!'],
    ['ru', 'Все думают, что я в порядке после развода, а внутри пустота.'],
  ])('[%s] ordinary: %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('a story of recovery told with the new signs is not a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Two years ago I kept asking God to take me. Today I'm grateful to be alive."],
    ['es', 'Hace tres años estaba harta de vivir. Hoy estoy agradecida.'],
  ])('[%s] %s', (language, text) => {
    const d = assessDistress(text, language);
    expect(d.level).toBe('none');
    expect(d.recovered).toBe(true);
  });
});

describe('more signs: not trusting oneself, better gone, shame with no way out, affairs put in order', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "the thoughts are loud tonight and i dont trust myself right now"],
    ['en', 'im a burden. they would be fine without me'],
    ['en', 'Deleted all my accounts and texted sorry to everyone I ever hurt.'],
    ['en', "if i didn't wake up tomorrow honestly i'd be relieved"],
    ['pt-BR', 'hoje tô com medo de mim'],
    ['pt-BR', 'sinto que não existe lugar pra mim nesse mundo'],
    ['es', 'no confío en mí misma esta noche'],
    ['es', 'Le fallé a todos, no hay salida'],
    ['fr', "j'ai peur de ce que je pourrais faire ce soir"],
    ['fr', "je suis une honte, je vois plus d'issue"],
    ['zh-CN', '我在不在都一样'],
    ['zh-CN', '好想就这么结束一切'],
    ['ko', '저 같은 건 없어지는 게 나을 것 같아요'],
    ['ko', '가족들 볼 낯이 없어요. 더는 방법이 없어요'],
    ['ja', '生きてるだけで迷惑かけてる'],
    ['ja', '朝起きるのが地獄。もう限界'],
    ['hi', 'मेरे होने न होने से किसी को क्या फर्क पड़ता है'],
    ['hi', 'मैं बस बोझ हूं'],
    ['ru', 'хоть бы завтра не проснуться'],
    ['ru', 'я балласт, без меня им будет проще'],
  ])('[%s] %s', (language, text) => {
    const d = assessDistress(text, language);
    expect(d.level).toBe('crisis');
    expect(d.plan).toBe(false);
  });
});

describe('goodbyes at the end of a group, a trip or a job stay ordinary', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'Thank you for listening, take care of yourselves!'],
    ['en', 'Thank you for everything this year, small group! See you in January.'],
    ['en', 'Left the keys with my neighbour just in case, we fly to Lisbon tomorrow.'],
    ['en', "I won't be posting again until after Easter, exams!"],
    ['en', "What if I don't wake up after the surgery, will my kids be okay?"],
    ['en', "I don't trust myself around chocolate lol"],
    ['pt-BR', 'Tchau galera, foi bom conhecer vcs no acampamento!'],
    ['es', 'Perdón por las molestias y gracias por leerme, nos vemos el domingo.'],
    ['fr', 'Je suis une honte au ping-pong, mon fils me bat à chaque fois.'],
    ['zh-CN', '这个号以后不会再登了，大家加我新号。'],
    ['ko', '그동안 고마웠어요, 셀 모임 여러분! 1월에 봐요.'],
    ['ja', '今日で退職します。今までありがとうございました。'],
    ['hi', 'अलविदा दोस्तों, कल से नई नौकरी शुरू।'],
    ['ru', 'Раздал детям конфеты, до встречи в воскресенье!'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('the new signs in ordinary words stay ordinary', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "They'd be fine without me at the office this week, finally a holiday!"],
    ['en', "I'm so done with living paycheck to paycheck. Praying for a raise."],
    ['en', "Afraid of what I'll do if I lose this job, the rent is due."],
    ['es', 'No confío en mí mismo para hablar en público.'],
    ['es', 'Mi hija estaría mejor con su abuela que conmigo este verano, trabajo mucho.'],
    ['es', 'No quiero que llegue mañana, tengo examen de física.'],
    ['es', 'Ya no quiero estar aquí en esta ciudad, me quiero mudar.'],
    ['fr', 'Le gâteau serait mieux avec une autre garniture.'],
    ['fr', "Je me fais plus confiance au volant depuis l'accident."],
    ['pt-BR', 'O bolo ficaria melhor com outra cobertura.'],
    ['pt-BR', 'Não tem mais nada pra mim aqui nessa empresa, vou mudar de emprego.'],
    ['zh-CN', '怕自己控制不住吃零食。'],
    ['zh-CN', '这个会有我没我都一样。'],
    ['zh-CN', '明天早上不用醒来上班了，放假！'],
    ['ko', '전공을 뭘 할지 모르겠어요.'],
    ['ko', '시험이 그냥 없어졌으면 좋겠어요.'],
    ['ja', '彼は何をするかわからない人だ。'],
    ['ja', '私がいてもいなくても会議は進む。'],
    ['ja', '銀行で通帳を作った。仕事が限界。'],
    ['hi', 'मुझे खुद पर भरोसा नहीं कि मैं परीक्षा पास कर पाऊंगा।'],
    ['ru', 'Боюсь, что я что-то сделаю не так на собеседовании.'],
    ['ru', 'Хочу выспаться и не проснуться до обеда в субботу!'],
    ['ru', 'Хочу исчезнуть на выходные на дачу.'],
    ['ru', 'Без меня им будет проще разобраться с отчётом.'],
    ['ru', 'Хочу уснуть и всё, так устала после смены.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });

  it('"DV" is Japanese for domestic violence, not two letters of "advisor"', () => {
    expect(level('夫からのＤＶがひどい', 'ja')).toBe('abuse');
    expect(level('My advisor wants the draft on Friday.', 'en')).toBe('none');
  });
});

describe('prayers for guidance, hyperbole and everyday wishes are not a wish to die', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'Praying God to take me through this season of waiting.'],
    ['en', 'I asked Jesus to take me as I am, and He did.'],
    ['en', "So tired of waking up at 5am for this commute."],
    ['en', 'Nobody would notice if I wore the same shirt twice, right?'],
    ['en', "I don't deserve to be here, everyone in this program is so smart."],
    ['en', "Tired of surviving on instant noodles, payday can't come soon enough."],
    ['pt-BR', 'Peço a Deus que me leve para onde Ele quiser.'],
    ['pt-BR', 'Queria ter nascido nos anos 80, que música boa.'],
    ['pt-BR', 'Cansada de acordar cedo todo dia pra trabalhar.'],
    ['es', 'Ojalá no despierte al bebé con la aspiradora.'],
    ['es', 'Estoy harta de vivir con mis suegros, oren por paciencia.'],
    ['es', 'Le pido a Dios que me lleve de la mano en esta entrevista.'],
    ['es', 'Mejor me muero de hambre que comer brócoli jaja.'],
    ['fr', "J'en ai marre de vivre dans ce bruit, on déménage bientôt."],
    ['fr', 'Je veux plus vivre avec mes parents, je cherche un appart.'],
    ['fr', "Tout le monde s'en ficherait si je partais en vacances."],
    ['zh-CN', '这个世界没有我想要的那种安静。'],
    ['ko', '그런 일이 안 일어났으면 좋겠어요.'],
    ['ko', '주말엔 영원히 자고 싶어요.'],
    ['ja', 'あいつと結婚するくらいなら死んだ方がマシ。'],
    ['ja', 'この世から戦争が消えればいいのに。'],
    ['hi', 'मेरे जाने से ऑफिस में किसी को फर्क नहीं पड़ता।'],
    ['ru', 'Надоело жить в общаге, хочу свою квартиру.'],
    ['ru', 'Зачем я живу в Москве, если работа удалённая?'],
    ['ru', 'Никто не заметит, если я уйду пораньше с работы.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('[ko] a week or a task to be over is not a life', () => {
  it.each(['이번 주가 빨리 끝났으면 좋겠어요, 일이 너무 많아요!', '이번 주 안에 숙제를 다 끝내고 싶어요.', '보고서를 오늘 다 끝내고 싶어요.'])('%s', (text) => {
    const d = assessDistress(text, 'ko');
    expect(d.level).toBe('none');
    expect(d.figurative).toBe(true);
  });

  it('but "just want to end it all" beside the work is still despair', () => {
    expect(level('일이 너무 많아서 그냥 다 끝내고 싶어요', 'ko')).toBe('crisis');
  });
});

describe('fear of dying and someone else’s death told with the words of danger', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'getting put under for the first time tomorrow. what if i just dont wake up'],
    ['ru', 'Сердце колотится, боюсь уснуть и не проснуться.'],
    ['ru', 'Послезавтра операция, боюсь, что больше не увижу внуков.'],
    ['zh-CN', '惊恐发作的时候总觉得自己要死了，好害怕'],
  ])('[%s] fear: %s', (language, text) => {
    const d = assessDistress(text, language);
    expect(d.level).toBe('none');
    expect(d.gentle).toBe(true);
  });

  it('[zh-CN] a roommate who jumped is grief; "I will jump" is not', () => {
    expect(level('室友期末前跳楼了，我们宿舍谁都睡不着', 'zh-CN')).toBe('none');
    expect(level('今天我要跳楼', 'zh-CN')).toBe('crisis');
  });
});

describe('someone else who jumped, and a crashed phone', () => {
  it('[ko] a schoolmate who jumped is grief, published', () => {
    const d = assessDistress('옆 반 애가 학교 옥상에서 뛰어내렸대요. 잘 모르는 애인데 계속 생각나요', 'ko');
    expect(d.level).toBe('none');
    expect(d.gentle).toBe(true);
    expect(level('오늘 밤 옥상에서 뛰어내릴 거예요', 'ko')).toBe('crisis');
  });

  it('[zh-CN] 死机 is a phone, not a death', () => {
    expect(assessDistress('手机又死机了，刚写好的论文没保存', 'zh-CN').figurative).toBe(true);
  });
});

it('[hi] "भूख से जान निकल रही है" is hunger, a figure of speech', () => {
  expect(assessDistress('भूख से जान निकल रही है, लंच ब्रेक कब होगा', 'hi').figurative).toBe(true);
});
