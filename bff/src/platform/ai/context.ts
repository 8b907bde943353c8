import type { Language } from './language';
import type { Theme } from './themes';

/**
 * Context the word lists alone cannot see. Each rule prefers a fitting or a general reply to a
 * wrong one; the texts they read are the normalised ones of `offline.ts` (spaced languages: lower
 * case, no accents, punctuation removed, one space around every word; the others: lower case).
 */

/**
 * Good news told as done ("the surgery went well", 手术很顺利, прошла успешно): thanks that
 * outweighs the illness named beside it, like the lexicon's "was discharged".
 */
export const GOOD_NEWS: Record<Language, string[]> = {
  en: ['went well', 'was successful', 'was a success', 'came back clear', 'cancer free', 'cancer-free', 'all clear', 'in remission'],
  'pt-BR': ['foi um sucesso', 'correu bem', 'deu tudo certo', 'em remissão'],
  es: ['salió bien', 'fue un éxito', 'en remisión'],
  fr: ["s'est bien passé", "s'est bien passée", 'a été un succès', 'en rémission'],
  'zh-CN': ['很顺利', '很成功', '成功了', '一切正常'],
  ko: ['무사히', '잘 끝났', '성공적으로', '깨끗하게 나왔'],
  ja: ['成功しました', '無事に', 'うまくいきました', '異常なし'],
  hi: ['अच्छी तरह हो गई', 'अच्छी तरह हो गया', 'सफल रहा', 'सफल रही', 'रिपोर्ट साफ़', 'रिपोर्ट बिल्कुल साफ़', 'रिपोर्ट नॉर्मल'],
  ru: ['прошла успешно', 'прошло успешно', 'прошел успешно', 'в ремиссии'],
};

/** More ways of telling a death ("Why did God take my mother?", 데려가셨, देहांत). */
export const MORE_STEMS: Partial<Record<Theme, Partial<Record<Language, string[]>>>> = {
  grief: {
    en: ['god take my', 'god took my', 'gone to be with the lord', 'went home to the lord', 'went to heaven', 'lost my mum', 'lost my mom', 'lost my dad', 'since she died', 'since he died', 'lost our baby', 'stillborn', 'memorial', 'anniversary of his death', 'anniversary of her death', 'empty chair'],
    'pt-BR': ['deus levou', 'levou minha', 'levou meu', 'partiu', 'nos deixou', 'perdemos o bebê', 'sétimo dia', 'missa de', 'um ano sem'],
    es: ['se llevó dios', 'dios se llevó', 'se llevó a mi', 'se llevo a mi', 'nos dejó', 'nos dejo', 'perdí al bebé', 'perdi al bebe', 'misa de', 'novenario'],
    fr: ['a pris ma', 'a pris mon', 'a-t-il pris', 'rappelé à lui', 'rappelée à lui', 'perdu le bébé', 'perdu notre bébé', 'messe pour', 'un an sans'],
    // The first feast without someone, and their empty place at the table.
    'zh-CN': ['带走了我的', '带走我', '周年忌', '头七', '没能见上最后一面', '走后的第一个', '走了以后的第一个', '位子空着', '座位空着'],
    ko: ['데려가', '먼저 떠났', '먼저 갔', '기일', '49재', '마지막 인사', '없는 첫 명절', '없는 첫 크리스마스', '자리가 비어'],
    ja: ['連れて行', '連れていか', '命日', '一周忌', '最期', 'のいない初めての', '席が空いて'],
    hi: ['देहांत', 'देहान्त', 'ले लिया', 'नहीं रहे', 'नहीं रहीं', 'बरसी', 'श्रद्धांजलि', 'के बिना पहली', 'कुर्सी खाली'],
    ru: ['забрал мою', 'забрал моего', 'забрал у меня', 'ушел из жизни', 'ушла из жизни', 'годовщин', 'поминк', 'сорок дней', '40 дней', 'первое рождество без', 'первый новый год без', 'первый год без', 'стул за столом пуст', 'пустой стул'],
  },
  gratitude: {
    fr: ['remerci', 'reconnaissante'],
  },
  family: {
    en: ['mum', 'mummy', 'mama', 'grandma', 'grandpa', 'stepmother', 'stepfather', 'in-laws'],
    // Russian declines nouns: "навещаю маму", "за отца", "с мужем".
    ru: ['мам', 'отц', 'папу', 'папы', 'папе', 'папой', 'сына', 'сыну', 'сыном', 'мужа', 'мужу', 'мужем', 'жену', 'жены', 'жене', 'женой', 'детьми', 'детям'],
  },
  // Also hurtful words said that cannot be taken back ("I said horrible things to my mom before
  // she died"): remorse, told beside a death, that the grief paragraph alone would not meet.
  guilt: {
    en: ['forgive myself', 'let them down', 'let him down', 'let her down', 'i lied', 'i cheated', 'i betrayed', 'i stole', 'said horrible', 'said awful', 'said terrible', 'said cruel', 'said hurtful', 'take them back', 'take it back', 'take back what i said'],
    'pt-BR': ['me perdoar', 'traí', 'menti', 'roubei', 'decepcionei', 'falei coisas', 'disse coisas', 'voltar atrás', 'me culpando'],
    es: ['perdonarme', 'traicioné', 'mentí', 'robé', 'le fallé', 'les fallé', 'le dije cosas', 'les dije cosas', 'cosas horribles', 'retirarlas', 'retirar lo que', 'culpándome', 'echándome la culpa'],
    fr: ['me pardonner', "j'ai trahi", "j'ai menti", "j'ai volé", 'déçu mes', "j'ai dit des choses", 'choses horribles', 'les reprendre', 'reprendre mes mots'],
    'zh-CN': ['骗了', '背叛了', '偷了', '对不起', '难听的话', '伤人的话', '收不回来', '怪自己'],
    ko: ['거짓말을 했', '배신했', '훔쳤', '미안', '심한 말을 했', '모진 말을 했', '되돌릴 수', '탓하'],
    ja: ['嘘をつい', '裏切', '盗ん', '申し訳', 'ひどいことを言', '取り消せな', '自分を責め'],
    hi: ['झूठ बोला', 'धोखा दिया', 'चोरी की', 'बुरी बातें कहीं', 'बुरी बातें कही', 'बुरा-भला कहा', 'दोषी मानत'],
    ru: ['простить себя', 'себя простить', 'обманул', 'обманула', 'предал', 'предала', 'украл', 'украла', 'наговорил', 'ужасных вещей', 'ужасные вещи', 'виню себя', 'винить себя'],
  },
  // "아프" means sick only with the body named: a back, a head, a knee that hurts.
  sickness: {
    ko: ['허리가 아파', '머리가 아파', '배가 아파', '다리가 아파', '무릎이 아파', '어깨가 아파', '허리가 너무 아파', '머리가 너무 아파'],
  },
};

/**
 * Wrongs done by the writer, told in the first person: guilt leads over the other themes then
 * ("J'ai trahi un ami" is not heartbreak). Without them, guilt about family ("I can't visit my dad
 * enough", 仕事ばかりで子どもと過ごせず) is answered as family, so the reply assumes no fault.
 */
export const WRONGDOING: Record<Language, RegExp> = {
  en: / i (lied|cheated|betrayed|stole|hit|slapped|yelled|screamed|had an affair|was unfaithful|said (awful|horrible|terrible|cruel|hurtful)) /,
  'pt-BR': / (trai|menti|roubei|bati|gritei|magoei|enganei|falei coisas|disse coisas) /,
  es: / (traicione|menti|robe|le pegue|grite|lastime|engane|le dije cosas|les dije cosas) /,
  fr: / j' ai (trahi|menti|vole|frappe|crie|blesse|trompe|dit des choses) /,
  'zh-CN': /我(骗|背叛|偷|打|吼|骂)了|出轨|我对[^，。]{0,4}说了[^，。]{0,6}(难听|伤人|过分)的话/,
  ko: /(거짓말을 했|배신했|훔쳤|때렸|소리를 질렀|바람을 피|(심한|모진) 말을 했)/,
  ja: /(嘘をつい|裏切っ|盗ん|怒鳴っ|浮気し|ひどいことを言っ)/,
  hi: /मैंने [^।]{0,20}(झूठ बोला|धोखा दिया|चोरी की|मारा|चिल्लाया|चिल्लाई|बुरी बातें कहीं|बुरी बातें कही)/,
  ru: / я (обманул|обманула|предал|предала|украл|украла|изменил|изменила|накричал|накричала|ударил|ударила|наговорил|наговорила) /,
};

/** Sorry for not being there: with family named and no wrong told, this is a family request. */
export const FAMILY_REMORSE: Record<Language, RegExp> = {
  en: / (feel (terrible|bad|awful|guilty)|guilty|sorry|ashamed) ?/,
  'pt-BR': / (me sinto mal|culpad|culpa|sinto muito) ?/,
  es: / (me siento mal|me siento mala|mal padre|mala madre|culpable|culpa) ?/,
  fr: / (culpabilis|coupable|je m' en veux|j' ai honte) ?/,
  'zh-CN': /(对不起|内疚|愧疚|自责)/,
  ko: /(미안|죄책감|자책)/,
  ja: /(申し訳|罪悪感|後ろめた)/,
  hi: /(बुरा लगता|बुरा लग|अपराधबोध|शर्म)/,
  ru: / (стыдно|виноват|виновата|мучает совесть) ?/,
};

/** Not being there: visits, time, work keeping the writer away. */
export const ABSENCE: Record<Language, RegExp> = {
  en: / (visit|more often|be there|spend time|enough time|so busy|too busy|away from|work keeps) ?/,
  'pt-BR': / (visitar|visito|mais vezes|estar presente|passar tempo|tao ocupad|muito ocupad|longe d|quase nao vejo|trabalhar tanto) ?/,
  es: / (visitar|visito|mas seguido|estar presente|pasar tiempo|tan ocupad|muy ocupad|lejos de|no estoy con|trabajo todo) ?/,
  fr: / (rendre visite|visiter|plus souvent|etre presente?|passer du temps|trop occupee?|loin de) ?/,
  'zh-CN': /(陪|看望|探望|没时间|太忙|很少回家|不在身边)/,
  ko: /(시간을 못|함께하지 못|찾아뵙|자주 못|바빠서|곁에 있어)/,
  ja: /(過ごせ|会いに行け|そばにいて|時間が(取れ|ない)|忙し|仕事ばかり)/,
  hi: /(समय नहीं|मिलने नहीं|साथ नहीं|व्यस्त)/,
  ru: / (навеща|редко|времени нет|нет времени|занят|занята|не бываю|приезжа) ?/,
};

/**
 * Words that mean loneliness only in some sentences ("home alone to read in peace", es "solo",
 * ru "один", 一个人在家读经). Each counts only where its pattern finds the feeling around it.
 */
export const AMBIGUOUS: Partial<Record<Language, Record<string, RegExp>>> = {
  en: {
    alone: / (feel|felt|feeling|so|all|completely|totally|very|always|utterly|i'm|i am|am i|left|be|being) alone |alone (again|in this|all the time|every) /,
    nobody: / nobody (cares|loves|understands|calls|called|visits|came|talks|listens|wants|likes|notices|checks|sees|texted|remembered|wished) /,
    'by myself': / (all|always|completely) by myself /,
  },
  'pt-BR': {
    sozinh: / (me sinto|sinto me|tao|muito|completamente|totalmente|sempre|fiquei|ficou|vivo|tudo) sozinh|sozinh[oa]s? (de novo|no mundo|nessa|nesta|demais) /,
    ninguem: / ninguem (se importa|me ama|me entende|liga|me liga|me visita|fala comigo|me ouve|me quer|me procura|me nota|me ve) /,
  },
  es: {
    nadie: / nadie (me quiere|me entiende|me llama|me visita|habla conmigo|me escucha|se preocupa|me busca|me nota|me ve|se acuerda) /,
  },
  fr: {
    seul: / (me sens|sentie?|si|tres|tellement|tout|toute|completement|toujours|reste|restee|suis) seule?s? /,
    'personne ne': / personne ne (m' aime|me comprend|m' appelle|me rend visite|me parle|m' ecoute|se soucie|m' aide|me voit|pense a moi) /,
  },
  'zh-CN': {
    一个人: /(总是|一直|只有我|孤零零|感觉|觉得|剩我)一个人|一个人(好|很|太)?(孤|寂|难过|哭|扛|面对|过)/,
    没人: /没人(关心|理|爱|陪|懂|在乎|联系|找|听)/,
  },
  ko: {
    혼자: /혼자(라는|인 것 같|라고 느|남겨|이에요|예요|서 울|만 남|서 버티|서 견디)|(너무|항상|늘|또) 혼자/,
    아무도: /아무도 (저를 |나를 |제 |내 )?(이해|관심|연락|찾|사랑|없|곁에)/,
  },
  ja: {
    誰も: /誰も(いない|いません|分かって|わかって|理解|気にかけ|話し|連絡|相手|そばに)/,
  },
  hi: {
    अकेल: /(बहुत|बिल्कुल|हमेशा|एकदम|बेहद) अकेल|अकेलापन|अकेल(ा|ी) (महसूस|हूँ|पड़|रह गय|रह गई)/,
    'कोई नहीं': /कोई नहीं (है|समझता|सुनता|परवाह|पूछता)|मेरा कोई नहीं/,
  },
  ru: {
    никто: / никто (меня )?не (любит|понимает|звонит|пишет|слушает|замечает|навещает|поддерживает|ждет) /,
    никому: / никому (я )?не нуж/,
    // "Денег не хватает" is money; "мне его не хватает" is missing someone.
    'не хватает': / (его|ее|их|тебя|вас|мамы|папы|мужа|жены|сына|дочери|дочки|бабушки|дедушки|брата|сестры|друга|подруги) (так |очень |сильно |ужасно )?не хватает|не хватает (мне )?(его|ее|их|мамы|папы|мужа|жены|сына|дочери|бабушки|дедушки) /,
  },
};

/**
 * Blaming oneself, told as such ("sigo culpándome", "je continue à me sentir coupable", "виню
 * себя"): guilt leads over what the blame is about (a divorce is not the writer's heartbreak).
 */
export const SELF_BLAME: Record<Language, RegExp> = {
  en: / (blam(e|ing) myself|my fault|feel guilty|i feel responsible) /,
  'pt-BR': / (me culp(o|ando|ar)|me sinto culpad|culpa minha|minha culpa) /,
  es: / (me culpo|culpandome|culparme|me siento culpable|echandome la culpa|mi culpa) /,
  fr: / (me sentir coupable|me sens coupable|je culpabilise|je me reproche|je m' en veux|ma faute) /,
  'zh-CN': /(怪自己|自责|责怪自己|是我的错)/,
  ko: /(나를 탓|저를 탓|자책|내 잘못|제 잘못)/,
  ja: /(自分を責め|私のせい|自分のせい)/,
  hi: /(खुद को दोषी|ख़ुद को दोषी|अपने आप को दोषी|मेरी गलती|मेरी ग़लती)/,
  ru: / (виню себя|винить себя|вина на мне|моя вина|не виноват|не виновата) /,
};

/**
 * Solitude chosen as rest ("home alone this weekend, finally some quiet time to pray"): the
 * loneliness paragraph would misread it.
 */
export const RESTFUL_SOLITUDE: Record<Language, RegExp> = {
  en: / (finally|peace and quiet|quiet time|some quiet|me time|time to (rest|read|pray)) /,
  'pt-BR': / (finalmente|enfim|tempo quieto|sossego|tranquil[oa]|paz e silencio) /,
  es: / (por fin|al fin|finalmente|tranquil[oa]|un rato de paz|paz y silencio) /,
  fr: / (enfin|au calme|moment calme|tranquille|un peu de paix) /,
  'zh-CN': /(终于可以|终于能|清静|安静地|难得清闲)/,
  ko: /(드디어|조용히|오붓하게|여유롭게)/,
  ja: /(やっと静か|静かに|のんびり|ゆっくりできる)/,
  hi: /(आखिरकार|आख़िरकार|शांत समय|सुकून|शांति से)/,
  ru: / (наконец-то|наконец то|наконец|тишин|спокойно|в покое) /,
};
