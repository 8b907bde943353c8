import { assessDistress } from './distress';
import { filterContent, mentionsSelfHarm } from './filter';
import type { SafetyLanguage } from './lexicon';

const held = (text: string) => filterContent(text).verdict === 'self_harm';

describe('a crisis told with a plan is held, in any words', () => {
  it.each<[SafetyLanguage, string]>([
    // A means told as an act, with a time.
    ['en', "Tonight when my parents are asleep I'm going to jump off the roof of our building."],
    ['pt-BR', 'Amanhã de madrugada vou pular da ponte. Já decidi.'],
    ['es', 'Esta noche me tiro del puente, ya lo decidí.'],
    ['fr', "Ce soir je saute du pont, c'est décidé."],
    ['zh-CN', '今晚从楼顶跳下去，已经决定了。'],
    ['ko', '오늘 밤 옥상에서 뛰어내릴 거예요. 이미 정했어요.'],
    ['ja', '今夜、屋上から飛び降ります。もう決めた。'],
    ['hi', 'आज रात पुल से कूद जाऊंगा, फैसला कर लिया है।'],
    ['ru', 'Сегодня ночью прыгну с моста, всё решено.'],
    // A means made ready, with a time.
    ['en', "I've stockpiled my mum's sleeping pills. Tomorrow I take them all."],
    ['pt-BR', 'Juntei os remédios da minha mãe, hoje à noite tomo tudo.'],
    ['es', 'Compré veneno para ratas, mañana me lo tomo.'],
    ['fr', "J'ai mis de côté tous mes somnifères, demain je prends tout."],
    ['zh-CN', '药我都攒着，明天一次吃完。'],
    ['ko', '수면제 모아둔 거 내일 다 먹을 거예요.'],
    ['ja', '睡眠薬をためておいた。明日まとめて飲む。'],
    ['hi', 'नींद की गोलियां जमा कर ली हैं, कल रात सब निगल लूंगी।'],
    ['ru', 'Снотворное копила месяц, завтра выпью всё.'],
  ])('[%s] %s', (language, text) => {
    const distress = assessDistress(text, language);
    expect(distress).toMatchObject({ level: 'crisis', plan: true, language });
    expect(filterContent(text)).toMatchObject({ verdict: 'self_harm', language });
    expect(mentionsSelfHarm(text)).toBe(true);
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "I'm going to end my life on Friday. I just wanted someone to know."],
    ['es', 'Ya lo decidí, este domingo me quito la vida.'],
    ['fr', "C'est décidé, je me tue dimanche."],
    ['zh-CN', '决定了，周日晚上结束自己。'],
    ['ko', '저 이번 주에 죽으려고요. 진심이에요.'],
    ['ru', 'Всё решено, в воскресенье меня не станет.'],
  ])('intent stated outright [%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'crisis', plan: true });
    expect(held(text)).toBe(true);
  });
});

describe('hopelessness, a burden or weariness alone is a crisis, not a plan: published, answered with the lines', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Everyone would be better off without me. I'm so tired of everything."],
    ['pt-BR', 'Todo mundo ficaria melhor sem mim, não aguento mais.'],
    ['es', 'Ya no le veo sentido a nada, todos estarían mejor sin mí.'],
    ['fr', 'Je suis un poids pour tout le monde, ils seraient mieux sans moi.'],
    ['zh-CN', '活着没有意义，我只是大家的负担。'],
    ['ko', '나 없으면 다들 더 나을 거예요. 살 이유가 없어요.'],
    ['ja', '生きる意味が分からない。私がいない方がみんな楽になる。'],
    ['hi', 'जीने का कोई मतलब नहीं, मेरे बिना सब बेहतर रहेंगे।'],
    ['ru', 'Не вижу смысла жить, всем будет лучше без меня.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'crisis', plan: false });
    expect(held(text)).toBe(false);
  });

  it('a place and a time alone are an outing, never a plan', () => {
    for (const text of [
      "I'm going to the river tomorrow.",
      "I'm going to take my insulin tonight before bed.",
      "I'm going hunting tomorrow with my rifle.",
      'I bought razors today, my beard is out of control.',
      "I'm going to the parking garage after my shift to pick up my car.",
      'Tomorrow we go to the river with the youth group for a baptism.',
      'Amanhã vou pegar o trem para o trabalho às sete.',
      'Esta noche voy al puente con mis amigos a ver los fuegos artificiales.',
      'Ce soir je monte au 12e pour la réunion, c’est décidé.',
      '明天一早去长江大桥拍照。',
      '오늘 밤 친구들이랑 한강 가서 치맥 할 거예요.',
      '今週末、家族と富士山に行く。',
      'आज रात दोस्तों के साथ नदी किनारे घूमने जाऊंगा।',
      'Завтра поеду на дачу с детьми.',
    ]) {
      expect([text, assessDistress(text).plan, held(text)]).toEqual([text, false, false]);
    }
  });
});

describe('stories of recovery are never held, even when they name the plan they had', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Two years ago I saved up pills and picked a date. Today I'm a nurse and thankful to be alive."],
    ['pt-BR', 'Há três anos eu juntei remédios para me matar. Hoje sou grata por estar viva.'],
    ['es', 'Hace dos años quería tirarme del puente. Hoy estoy agradecida de estar viva.'],
    ['fr', "Il y a deux ans je voulais sauter du pont. Aujourd'hui je suis reconnaissante d'être en vie."],
    ['zh-CN', '三年前我想从楼顶跳下去，现在我很感恩自己还活着。'],
    ['ko', '3년 전에는 옥상에서 뛰어내리려고 했어요. 지금은 살아 있어서 감사해요.'],
    ['ja', '3年前は屋上から飛び降りようとしていた。今は生きていてよかったと思う。'],
    ['hi', 'तीन साल पहले मैं पुल से कूदना चाहता था। आज मैं ज़िंदा होने के लिए शुक्रगुज़ार हूँ।'],
    ['ru', 'Три года назад я хотел прыгнуть с моста. Сейчас я благодарен, что жив.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false });
    expect(held(text)).toBe(false);
  });
});

describe('figures of speech are never held, even beside a time', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'My mum is going to kill me tonight, I dented the car.'],
    ['pt-BR', 'Minha mãe vai me matar amanhã quando vir a nota.'],
    ['es', 'Este examen me está matando, mañana es el final.'],
    ['fr', 'Ce boulot me tue, demain encore dix heures de réunion.'],
    ['zh-CN', '今晚又要加班，累死了。'],
    ['ko', '배고파 죽겠어요, 오늘 밤엔 치킨 먹을 거예요.'],
    ['ja', '明日のテスト、死ぬほど緊張してる。'],
    ['hi', 'भूख से जान निकल रही है, आज रात पिज़्ज़ा खाऊंगा।'],
    ['ru', 'Я умираю от голода, сегодня вечером закажу пиццу.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false });
    expect(held(text)).toBe(false);
  });
});

describe('someone else’s suicide is never held, even told with the means and a date', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'My brother jumped off a bridge last spring. Tonight I’m lighting a candle for him.'],
    ['pt-BR', 'Meu irmão se jogou da ponte ano passado. Hoje faz um ano, sinto tanta falta dele.'],
    ['es', 'Mi tío se quitó la vida el año pasado, mañana vamos a su tumba.'],
    ['fr', "Mon frère s'est suicidé l'an dernier en sautant du pont. Ce soir on allume une bougie pour lui."],
    ['zh-CN', '我哥哥去年从楼顶跳下去自杀了，明天是他的忌日。'],
    ['ko', '형이 작년에 한강에서 스스로 목숨을 끊었어요. 내일이 기일이에요.'],
    ['ja', '兄は去年、駅のホームから飛び込んで自殺しました。明日が命日です。'],
    ['hi', 'मेरे भाई ने पिछले साल पुल से कूदकर आत्महत्या कर ली। कल उसकी बरसी है।'],
    ['ru', 'Мой брат в прошлом году покончил с собой, прыгнув с моста. Завтра годовщина.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false });
    expect(held(text)).toBe(false);
  });

  it('but a plan told beside it is the writer’s own danger', () => {
    const text = "My brother killed himself last year. Tonight I'm going to jump off the same bridge.";
    expect(assessDistress(text)).toMatchObject({ level: 'crisis', plan: true });
    expect(held(text)).toBe(true);
  });
});

describe('fear of dying is never held', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Surgery is tomorrow morning and I'm terrified I won't wake up. I don't want to die."],
    ['pt-BR', 'A cirurgia é amanhã cedo e tenho medo de morrer.'],
    ['es', 'Mañana me operan del corazón y tengo miedo a morir.'],
    ['fr', "Demain on m'opère et j'ai peur de mourir sur la table."],
    ['zh-CN', '明天就要做手术了，我真的很怕死。'],
    ['ko', '내일 수술인데 죽을까 봐 무서워요.'],
    ['ja', '明日手術です。死ぬのが怖いです。'],
    ['hi', 'कल मेरा ऑपरेशन है, मुझे मरने से डर लग रहा है।'],
    ['ru', 'Завтра операция, я боюсь умереть.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false, gentle: true });
    expect(held(text)).toBe(false);
  });
});

describe('danger denied in so many words is published and gets no crisis reply', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "To be honest I'm not suicidal, I'm just exhausted by this move."],
    ['pt-BR', 'Não estou pensando em me matar, só estou cansada do trabalho.'],
    ['es', 'No es que quiera morirme, solo estoy harta de los exámenes.'],
    ['fr', 'Je ne suis pas suicidaire, juste épuisée par le boulot.'],
    ['zh-CN', '我已经三年没再伤害自己了，现在过得挺好。'],
    ['ko', '죽고 싶다는 게 아니라 그냥 좀 쉬고 싶어요.'],
    ['ja', '別に死にたいとかじゃない、ただ休みたいだけ。'],
    ['hi', 'मैं आत्महत्या के बारे में नहीं सोच रही, बस थक गई हूँ।'],
    ['ru', 'Не то чтобы я хотела умереть, просто очень устала.'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false });
    expect(held(text)).toBe(false);
  });
});

describe('more stories told as past, published', () => {
  it.each<[SafetyLanguage, string]>([
    ['es', 'Me quiero morir de la vergüenza, le mandé el audio a mi jefe.'],
    ['hi', 'उसके पिता किसान थे, कर्ज़ के कारण उन्होंने अपनी जान ले ली।'],
    ['zh-CN', '长大后才知道，爸爸是自杀的。'],
    ['pt-BR', 'Em 2018 tentei tirar minha vida. Hoje abri meu próprio negócio, tô viva e grata.'],
    ['ko', '작년엔 매일 죽고 싶었는데 요즘은 살아 있는 게 좋아요.'],
    ['ja', '5年前に死のうとした。今は穏やかに暮らしています。'],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language)).toMatchObject({ level: 'none', plan: false });
    expect(held(text)).toBe(false);
  });
});

describe('a blow at home told with self-blame is abuse, whoever the writer blames', () => {
  it.each<[SafetyLanguage, string]>([
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
    expect(assessDistress(text, language).level).toBe('abuse');
    expect(held(text)).toBe(false);
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "I hit my little brother yesterday and it's all my fault, I feel terrible."],
    ['en', 'I was hit by a car last year, it was my fault for not looking.'],
    ['pt-BR', 'Bati no meu irmão e a culpa é minha.'],
    ['es', 'Le pegué a mi hermano y fue mi culpa.'],
    ['zh-CN', '我打了弟弟，都是我的错。'],
    ['ko', '제가 동생을 때렸어요. 제 잘못이에요.'],
    ['ja', '弟を叩いてしまった。私が悪い。'],
    ['ru', 'Я ударил брата, это моя вина.'],
  ])('a wrong the writer did, or an accident, is not abuse: [%s] %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
  });
});

describe('a date picked and no return planned are steps of a plan beside a means (train-4)', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "I want to die. I've picked the date and the pills are ready."],
    ['es', 'Quiero morirme. Ya elegí la fecha y tengo las pastillas guardadas.'],
    ['fr', "Je veux mourir. J'ai choisi la date, les médicaments sont prêts."],
  ])('[%s] %s', (language, text) => {
    expect(assessDistress(text, language).plan).toBe(true);
    expect(held(text)).toBe(true);
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'We picked the date for the wedding! June 14th, pray for good weather.'],
    ['es', 'Ya elegí la fecha de la boda, ¡qué nervios!'],
    ['ru', 'Выбрала дату свадьбы, молитесь за нас!'],
  ])('[%s] a date alone is not danger: %s', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
    expect(held(text)).toBe(false);
  });
});
