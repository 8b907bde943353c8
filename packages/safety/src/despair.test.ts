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

// dev-set-2 (issue 18, fourth pass): phrasings the families did not know yet.
describe('why wake up, nothing will change: two signs of weariness are a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'whats even the point of getting up, nothing ever changes'],
    ['en', "there's no way out and im done fighting"],
    ['es', 'para qué despertar si nada va a cambiar'],
    ['pt-BR', 'pra que acordar amanhã, nada vai mudar mesmo'],
    ['fr', 'à quoi bon me lever, rien ne change'],
    ['ru', 'зачем просыпаться, ничего не изменится'],
    ['hi', 'उठने का क्या फायदा, कुछ नहीं बदलेगा'],
    ['zh-CN', '醒来有什么意义，永远不会变'],
    ['ja', '出口が見えない。もう気力が残ってない'],
    ['ko', '빠져나갈 길이 없어요. 버틸 힘이 없어요'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'nothing ever changes at this office, so boring'],
    ['es', 'nada va a cambiar en el gobierno, como siempre'],
    ['ru', 'ничего не изменится с этой погодой'],
    ['zh-CN', '这个城市永远不会变，还是那么热闹'],
  ])('[%s] one sign alone is not: %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('things given away and letters written are arrangements', () => {
  it.each<[SafetyLanguage, string]>([
    ['ru', 'я раздал свои вещи и написал письма родителям'],
    ['hi', 'सामान बाँट दिया और माँ के लिए चिट्ठी लिख दी'],
    ['zh-CN', '东西都送人了，给爸妈写好了信'],
    ['ja', '持ち物は全部あげた。家族に手紙も書いた'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it('one arrangement alone is not', () => {
    expect(level('写好了信，明天寄给奶奶', 'zh-CN')).toBe('none');
  });
});

describe('explicit intent to hang oneself or to kill oneself', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'I am going to hang myself tonight'],
    ['es', 'me voy a matar esta noche'],
    ['ru', 'я повешусь'],
    ['ko', '목을 맬 생각이에요'],
  ])('[%s] is a crisis and held: %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
    expect(filterContent(text).verdict).toBe('self_harm');
  });
});

describe('danger at home told through a push, a thrown plate, the fear of going home', () => {
  it.each<[SafetyLanguage, string]>([
    ['es', 'me da miedo volver a casa cuando él está'],
    ['es', 'mi padrastro me golpea cuando llego tarde'],
    ['pt-BR', 'meu marido me empurrou contra a parede'],
    ['fr', "j'ai peur de rentrer ce soir"],
    ['fr', 'mon mari me frappe quand il a bu'],
    ['hi', 'उसने मुझे ज़ोर से धक्का दिया'],
    ['zh-CN', '他把我推倒在地上'],
    ['ja', '夫に突き飛ばされました'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('abuse');
  });
});

describe('afraid of what comes after death is fear of dying, not danger', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "I'm scared of what happens after we die"],
    ['es', 'me asusta lo que viene después de la muerte'],
    ['pt-BR', 'tenho medo do que vem depois'],
    ['fr', "j'ai peur de ce qui se passe après"],
    ['ru', 'боюсь того, что будет после смерти'],
    ['ja', '死んだ後のことが怖い'],
  ])('[%s] %s', (language, text) => {
    const a = assessDistress(text, language);
    expect(a.level).toBe('none');
    expect(a.fearOfDying).toBe(true);
  });
});

describe('someone else lost to suicide is published, not held', () => {
  it.each<[string]>([
    ['perdimos a mi tío por suicidio'],
    ['perdi meu primo pro suicídio'],
    ["j'ai perdu mon oncle par suicide"],
    ['мой брат совершил самоубийство'],
    ['मेरे भाई ने अपनी जान ले ली'],
  ])('%s', (text) => {
    expect(filterContent(text).verdict).not.toBe('self_harm');
    expect(assessDistress(text).level).toBe('none');
  });
});

describe('a probe batch written after the fourth pass (its misses, fixed)', () => {
  it.each<[SafetyLanguage, string, 'crisis' | 'abuse']>([
    ['en', 'he squeezed my throat during the fight', 'abuse'],
    ['fr', 'il menace de prendre les enfants si je pars', 'abuse'],
    ['hi', 'मेरे पति गुस्से में मुझ पर हाथ उठाते हैं', 'abuse'],
    ['hi', 'ससुराल वाले मुझे माँ से बात नहीं करने देते', 'abuse'],
    ['hi', 'अब जीने का मन नहीं करता', 'crisis'],
  ])('[%s] %s', (language, text, expected) => {
    expect(level(text, language)).toBe(expected);
  });

  it('hands raised in worship are not abuse', () => {
    expect(level('रविवार को हम सब हाथ उठाकर आराधना करते हैं', 'hi')).toBe('none');
    expect(level('आराधना में लोग हाथ उठाते हैं', 'hi')).toBe('none');
  });
});

describe('death asked of God, a last Christmas hoped for, no mending left: a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'Every night I beg God to take me while I sleep.'],
    ['en', 'I keep praying my heart just stops.'],
    ['en', "Honestly hoping this is my last Christmas."],
    ['en', "There's no fixing me, I've tried everything."],
    ['en', "I can't remember the last time I wanted to be alive."],
    ['pt-BR', 'Toda noite peço pra Deus me levar enquanto durmo.'],
    ['pt-BR', 'Tomara que esse seja meu último Natal.'],
    ['pt-BR', 'Não tem conserto pra mim.'],
    ['es', 'Le pido a Dios que me lleve mientras duermo.'],
    ['es', 'Ojalá este sea mi último cumpleaños.'],
    ['es', 'Ya no hay remedio para mí.'],
    ['fr', "Je prie Dieu de me prendre cette nuit."],
    ['fr', "J'espère que ce sera mon dernier Noël."],
    ['zh-CN', '每天晚上都求上帝把我带走。'],
    ['zh-CN', '我已经没救了。'],
    ['ko', '하나님께 저를 데려가 달라고 기도해요.'],
    ['ko', '심장이 그냥 멈췄으면 좋겠어요.'],
    ['ja', '神様、私を連れて行ってほしい。'],
    ['ja', '心臓が勝手に止まってくれたらいいのに。'],
    ['hi', 'रोज़ भगवान से कहती हूँ कि मुझे उठा ले।'],
    ['hi', 'यह मेरा आखिरी जन्मदिन हो।'],
    ['ru', 'Каждую ночь молю Бога, чтобы он забрал меня.'],
    ['ru', 'Меня уже не починить.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'I asked God to take me to a new city and He opened the door.'],
    ['en', 'Pray my heart stops racing before the exam.'],
    ['en', 'Hoping this is my last year of night shifts!'],
    ['en', 'I hope my heart doesn’t stop during the surgery, I am so scared.'],
    ['pt-BR', 'Peço a Deus que me leve pelo caminho certo.'],
    ['es', 'Le pido a Dios que me lleve por buen camino en el trabajo.'],
    ['es', 'Espero que este sea mi último año de deudas, gracias a Dios.'],
    ['fr', 'Je prie Dieu de me prendre par la main demain.'],
    ['ko', '하나님께서 저를 새로운 길로 인도해 주시길 기도해요.'],
    ['ru', 'Боюсь, что сердце остановится во время операции.'],
  ])('[%s] not a wish to die: %s', (language, text) => {
    expect(level(text, language)).not.toBe('crisis');
  });
});

describe('self-injury told as now is a crisis; in the past, by accident or as a figure, it is not', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "I've started cutting myself again and I can't tell anyone."],
    ['en', 'I scratch my arms until they bleed when the panic comes.'],
    ['pt-BR', 'Voltei a me cortar essa semana.'],
    ['pt-BR', 'Arranho meus braços com a unha até sair sangue quando fico ansiosa.'],
    ['es', 'Me volví a cortar anoche.'],
    ['es', 'Volví a cortarme anoche, no sé qué hacer.'],
    ['fr', "J'ai recommencé à me scarifier."],
    ['zh-CN', '晚上又用刀片划了手臂。'],
    ['ko', '어제 또 자해했어요.'],
    ['ja', 'またリスカしてしまった。'],
    ['hi', 'ब्लेड वाली आदत फिर लौट आई।'],
    ['ru', 'Опять начала резать себя.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'Started cutting my own hair during lockdown.'],
    ['es', 'Me volví a cortar el pelo muy corto.'],
    ['fr', "Je me suis coupée en cuisinant, rien de grave."],
    ['zh-CN', '切菜的时候不小心划了手。'],
  ])('[%s] not self-injury now: %s', (language, text) => {
    expect(level(text, language)).not.toBe('crisis');
  });
});

describe('"not the danger, just something ordinary" is a reassurance, unless a lie is owned', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Never had any thoughts of hurting myself, but the baby blues are hard."],
    ['pt-BR', 'Não estou pensando em desistir da vida, só do cursinho.'],
    ['es', 'No quiero acabar con todo, solo con esta semana de exámenes.'],
    ['es', 'Tranquilos, no me quiero morir ni nada, solo estoy cansada.'],
    ['fr', "Aucune envie d'en finir, sauf avec mes impôts."],
    ['zh-CN', '我不想消失，只是想好好睡一觉。'],
    ['ko', '희망이 없다는 게 아니라 좀 쉬고 싶다는 거예요.'],
    ['ja', '消えたいわけじゃなくて、少し休みたいだけ。'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });

  it.each<[SafetyLanguage, string]>([
    ['es', 'Mi psicóloga me preguntó si tenía ideas de suicidarme y le dije que no, pero mentí.'],
    ['fr', "Ma psy m'a demandé si j'avais des pensées suicidaires. Non, ai-je dit, mais j'ai menti."],
    ['zh-CN', '医生问我有没有想自杀，我说没有，其实每天都在想。'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });
});

describe('recovery told in Chinese, Korean and Japanese school-year and looking-back words is published', () => {
  const assess = (text: string, language: SafetyLanguage) => assessDistress(text, language);
  it.each<[SafetyLanguage, string]>([
    ['zh-CN', '高中的时候我不想活了。后来慢慢熬过来了，回头看，真庆幸。'],
    ['ko', '고등학교 때 죽고 싶었어요. 지금 돌아보면 버틴 내가 대견해요.'],
    ['ja', '高校時代は毎日消えたいと思ってた。やめて3年、今はちゃんと生きてる。'],
  ])('[%s] %s', (language, text) => {
    const result = assess(text, language);
    expect(result.recovered).toBe(true);
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  it.each<[SafetyLanguage, string]>([
    ['zh-CN', '高中的时候我就不想活了。现在我还是不想活了。'],
    ['ko', '고등학교 때부터 죽고 싶었고 지금도 죽고 싶어요.'],
  ])('[%s] still now: %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });
});

describe('hoping to be hit on the road, asking God not to wake: a crisis; a safe journey is not', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'On my commute I keep hoping a truck hits me.'],
    ['en', 'If God loves me, why does He keep me alive?'],
    ['pt-BR', 'Faz meses que eu rezo pra não acordar.'],
    ['es', 'Ojalá me atropelle un camión de camino al trabajo.'],
    ['fr', "Sur la route je me surprends à espérer un camion en face."],
    ['zh-CN', '过马路的时候希望被车撞。'],
    ['ko', '출근길에 차에 그냥 치였으면 좋겠다는 생각을 해요.'],
    ['ja', '車にひかれたらいいのにと思う。'],
    ['ru', 'Иду по дороге и надеюсь, что меня собьёт машина.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'Pray that no car hits me on this icy road home!'],
    ['pt-BR', 'Senhor, me leva em segurança nessa viagem.'],
    ['es', 'Señor, estoy listo para el examen de manejo.'],
  ])('[%s] not a wish to die: %s', (language, text) => {
    expect(level(text, language)).not.toBe('crisis');
  });
});

describe('asking to be let die is a crisis in every language; asking not to die is not', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "God if you love me why won't you let me die"],
    ['en', 'Please just let me die.'],
    ['pt-BR', 'Senhor, por que você não me deixa morrer?'],
    ['es', 'Dios, déjame morir ya.'],
    ['fr', 'Seigneur, laisse-moi mourir.'],
    ['zh-CN', '老天，让我死吧。'],
    ['ko', '하나님 제발 죽게 해 주세요.'],
    ['ja', '神様、もう死なせてください。'],
    ['hi', 'भगवान मुझे मरने दो।'],
    ['hi', 'हे प्रभु, अब मुझे उठा लो।'],
    ['ru', 'Господи, дай мне умереть.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "Lord, don't let me die in surgery tomorrow."],
    ['en', 'If my sister reads my diary, let me die of embarrassment lol'],
    ['pt-BR', 'Senhor, não me deixa morrer na cirurgia, meus filhos precisam de mim.'],
    ['es', 'No me dejes morir, Señor, mañana es la operación.'],
    ['fr', 'Seigneur, ne me laisse pas mourir pendant l’opération.'],
    ['zh-CN', '别让我死，我还想看着孩子长大。'],
    ['zh-CN', '让我死心吧，他不会回来了。'],
    ['ko', '수술 중에 죽지 않게 해 주세요.'],
    ['ja', '手術で死なせないでください。'],
    ['hi', 'भगवान, ऑपरेशन में मुझे मरने मत दो।'],
    ['ru', 'Господи, не дай мне умереть во время операции.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

describe('asking why one is still alive, dying thought of daily, God asked to take one: a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', 'why am i still here honestly'],
    ['en', 'I think about dying every day and I cannot tell anyone at church.'],
    ['en', 'Some nights I ask God to just let me go home early.'],
    ['pt-BR', 'Escrevo aqui porque não tenho coragem de falar: eu penso em morrer todos os dias.'],
    ['pt-BR', 'alguem me ajuda eu nao quero mais ta aqui'],
    ['pt-BR', 'Senhor, por que não me leva?'],
    ['es', 'Cada mañana me decepciona seguir vivo.'],
    ['es', 'Padre santo, si esta noche me quitas la vida no me voy a quejar.'],
    ['fr', 'Seigneur, prends-moi. Je ne sais plus comment faire autrement.'],
    ['zh-CN', '我好像生病了 不想吃饭 不想说话 就想死'],
    ['zh-CN', '只想睡过去，一直睡下去，不要再醒。'],
    ['hi', 'हर रात भगवान से पूछती हूँ कि मुझे ज़िंदा क्यों रखा है।'],
    ['hi', 'परमेश्वर, अगर तू सच में मुझसे प्रेम करता है तो आज रात मुझे ले जा।'],
    ['ru', 'Господи, Ты же милостивый. Позови меня домой.'],
    ['ru', 'Домой не хочу. Никуда не хочу. Быть не хочу.'],
    ['ru', 'Меня откачали, а я жалею, что откачали.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', 'Why am I still here at the office at 9pm, pray for a better schedule lol'],
    ['pt-BR', 'Não quero mais ficar aqui nesse emprego, orem por uma porta nova.'],
    ['fr', 'Seigneur, prends-moi par la main dans cette épreuve.'],
    ['zh-CN', '想死你们了，下周见！'],
    ['zh-CN', '我周末只想睡觉，不想再醒得那么早。'],
    ['ru', 'Мама, забери меня домой из лагеря, тут скучно.'],
    ['ru', 'Врачом быть не хочу, хочу стать учителем.'],
    ['ru', 'Я не хочу быть обузой для детей, помолитесь за моё здоровье.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});

it('[hi] "मुझे ले जाएगा" (will take me to the station) is no prayer to die', () => {
  expect(level('भगवान का शुक्र है, भैया कल मुझे ले जाएगा स्टेशन।', 'hi')).toBe('none');
});

describe('not waking asked for, self-injury as a habit, pills taken, not existing: a crisis', () => {
  it.each<[SafetyLanguage, string]>([
    ['en', "Lord please don't let me wake up tomorrow. I'm so tired of all of it"],
    ['en', 'I burn myself when it gets bad.'],
    ['en', 'I already swallowed a handful of pills before writing this.'],
    ['en', "Some days I wish I didn't exist."],
    ['pt-BR', 'Escrevendo isso às 4 da manhã. Só penso em não existir mais.'],
    ['pt-BR', 'Quero ir pro céu agora, Senhor. Não amanhã. Agora.'],
    ['pt-BR', 'Ontem chorei a noite toda e pedi pro Senhor me recolher.'],
    ['es', 'Diosito ya no puedo más, llévame contigo por favor.'],
    ['es', 'Señor perdóname pero ya quiero salir de esta vida.'],
    ['fr', 'Je pense à la mort tout le temps. Pas avec peur, avec envie.'],
    ['fr', 'Dieu, si tu existes, fais que je ne me réveille pas demain matin.'],
    ['fr', "J'ai envie de disparaître. Pas partir en vacances, disparaître pour de bon."],
    ['ru', 'Господи, если Ты слышишь, не дай мне завтра проснуться.'],
    ['ru', 'Устала бороться. Хочу домой, к Богу.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('crisis');
  });

  it.each<[SafetyLanguage, string]>([
    ['en', "Please don't let me wake up late for the interview, Lord!"],
    ['en', 'I burn myself every time I cook lol, pray for my fingers'],
    ['en', 'I took all my pills this morning like the doctor said.'],
    ['pt-BR', 'Quero ir pro céu um dia e ver minha avó de novo.'],
    ['es', 'Mamá, llévame contigo al mercado.'],
    ['fr', 'Je pense à la mort de mon père tous les jours, il me manque.'],
    ['ru', 'Не дай мне проспать, завтра экзамен.'],
    ['ru', 'Хочу домой, к маме.'],
  ])('[%s] %s', (language, text) => {
    expect(level(text, language)).toBe('none');
  });
});
