import type { SafetyLanguage } from './lexicon';

/**
 * The warning signs of suicide told without a method, as the WHO, the Samaritans and the AFSP list
 * them (talk of wanting to die or not wake up, no reason to live, being a burden, being trapped,
 * unbearable weariness of life itself, saying goodbye, giving things away), in the forms people
 * write them in each language: colloquial, without apostrophes or accents, with slang and the
 * indirect turns a religious community uses ("I keep asking God to take me", भगवान मुझे उठा ले).
 * Written like the other cue lists (normalised text: lower case, no accents; Hindi keeps its
 * vowel signs).
 *
 * - `despair`: about life itself or the writer not being here: enough on its own (the crisis
 *   family).
 * - `weary`: the same signs as they are also said of jobs, exams and bad weeks (trapped, worthless,
 *   withdrawn, nothing matters): one alone is not a crisis, two different ones in one text are (the
 *   weariness rule of `distress.ts`).
 * - `farewell`: a goodbye or an arrangement (one counts a point; two, or one beside no way out, are
 *   a crisis).
 *
 * A story of recovery, a figure of speech, a denial and someone else's suicide are read by the
 * same rules as every other cue, so nothing here needs its own exceptions for them.
 */
export interface WarningSigns {
  despair: string[];
  weary: string[];
  farewell: string[];
}

export const WARNING_SIGNS: Record<SafetyLanguage, WarningSigns> = {
  en: {
    despair: [
      // A wish not to wake up, or to be taken, without a method.
      "(hope|hoping|pray|praying|wish|wishing) (that )?i (don'?t|do not|won'?t|will not|never) wake up",
      "(hope|hoping|pray|praying) (that )?i (just )?(die|don'?t make it) (in my sleep|tonight|soon)",
      "(ask|asked|asking|beg|begged|begging|pray|prayed|praying) (god|the lord|jesus|him) to (just )?take me",
      "(god|lord|jesus),? (please )?(just )?take me (home )?(now|already|tonight|in my sleep|away from (here|this))",
      "why (won'?t|doesn'?t|will not|does not) (god|the lord|he) (just )?take me",
      "(wouldn'?t|would not) (mind|care) if (i|a (car|bus|truck|train)) (died|didn'?t wake up|never woke up|hit me)",
      "(hope|hoping|wish) (a |the |my )?(car|bus|truck|plane) (hits|would hit|crashes|would crash)",
      // No reason to live.
      "(what'?s|whats|what is) (even )?the point (of|in) (existing|my life|me being (here|alive)|being here|getting up in the morning|getting out of bed)",
      "why (am i|do i) (even )?(still )?(alive|exist|bother living|keep living|keep waking up)",
      "why bother (living|waking up|staying alive|being alive)",
      "(life|living|existing|existence) (is|feels) (so )?(unbearable|worthless)",
      "(don'?t|do not|dont) deserve to (live|be alive|exist|be here)",
      // Tired of life itself.
      "(tired|exhausted|sick|weary) of (existing|being alive|waking up|breathing|being here)",
      "(i'?m|im|i am) (so )?done with (life|living|existing|being alive)",
      "(don'?t|do not|dont) (want|wanna) to (do life|be alive|exist|live) any ?more",
      "(don'?t|do not|dont) (want|wanna) to be here any ?more",
      // Unnoticed if gone; a burden.
      "(no one|nobody|noone|no-one) would (even )?(notice|care|miss me|come to my funeral)",
      "if i (died|disappeared|vanished|was gone|were gone) (tomorrow|today|tonight)[^.?!]{0,20}(no one|nobody|noone|no-one) would",
      "(i'?m|im|i am) (just )?a waste of (space|oxygen|air)",
      // Slang for killing oneself.
      "(wanna|want to|gonna|going to|about to|should|might just|i'?ll|ill|i will) (just )?(kms|unalive( myself)?)(?![a-z])",
    ],
    weary: [
      "(feel|feeling|i'?m|im|i am) (so |completely |totally )?(trapped|stuck with no way out)",
      "(can'?t|cannot) (escape|get out of) (this|my) (life|head|pain)",
      "(can'?t|cannot) live like this",
      "nothing to look forward to",
      "(tired|exhausted|sick) of (pretending|trying|fighting)",
      "pretending (i'?m|im|to be) (ok|okay|fine)",
      "(i'?m|im|i am) (just |such )?(worthless|useless|a failure|a disappointment|a mistake)",
      "(i )?(ruin|ruined) everything",
      "(i'?ve|i have|ive) (got )?nothing left",
      "(don'?t|do not|dont) care about anything any ?more",
      "(haven'?t|have not|havent) (left|gotten out of|got out of) (my )?(room|bed|the house) (in|for) (days|weeks)",
      "(the )?pain (is|feels) (unbearable|too much)",
      "(just )?(want|need) (the pain|this|it) to (stop|end)",
      "(sorry|apologi[sz]e) for being (such )?a burden",
    ],
    farewell: [
      "(won'?t|will not) (be )?need(ing)? (it|them|these|any of (it|this)) (anymore|any more|where i'?m going|much longer)",
      "(just )?wanted to say (goodbye|thank you|thanks) (to everyone|before i go)",
      "i love you all[.,! ]+(goodbye|bye|always)",
      "(tell|please tell) my (mom|mum|dad|mother|father|parents|sister|brother|kids|wife|husband) (that )?i('?m| am)? (sorry|love)",
    ],
  },
  'pt-BR': {
    despair: [
      "(peco|pedi|pedindo|implorando|oro|rezo) (a|pra|para) deus ((pra|para|que) )?me (levar|leve)",
      "deus,? (por favor,? )?me leva (logo|embora|de uma vez|daqui)",
      "(cansei|cansad[oa]) de (viver|existir|estar viv[oa]|acordar)",
      "(to|tou|estou) cansad[oa] da vida",
      "(qual|que) (o )?sentido de (viver|acordar|continuar vivendo|existir|eu estar aqui)",
      "(pra|para) que (viver|continuar vivendo|existir|eu to aqui|eu estou aqui)",
      "nao (tenho|vejo) (mais )?(nenhum )?(motivo|razao|porque) (pra|para) (viver|continuar vivendo|acordar|existir)",
      "(melhor|seria melhor) (eu )?(morrer|estar mort[oa]|nao ter nascido|sumir de vez)",
      "(queria|preferia) (nunca )?(nao )?ter nascido",
      "nao mereco (viver|estar viv[oa]|existir)",
      "(to|tou|estou) de saco cheio de viver",
      "(desisti|desistir|desistindo) (de viver|da vida)",
      "tanto faz (se eu )?(viver ou morrer|morrer)",
      "(sou|eu sou) (so )?um estorvo",
      "(ninguem|nem) (ia|iria|vai) (nem )?(notar|perceber|sentir falta|ligar) se eu (sumisse|morresse|desaparecesse|nao estivesse|fosse embora)",
    ],
    weary: [
      "(me sinto|to|tou|estou) (pres[oa]|encurralad[oa])",
      "fundo do poco",
      "nao (sinto|tenho) (mais )?vontade de nada",
      "nao saio (mais )?do (quarto|meu quarto)",
      "(sou|me sinto) um (fracasso|inutil|lixo)",
      "(to|tou|estou) no (meu )?limite",
      "(so )?(dou|trago) (trabalho|problema|desgosto) (pra|para|a) (todo mundo|todos|minha familia|meus pais)",
      "(a )?vida perdeu a graca",
      "(pra|para) que continuar",
    ],
    farewell: [
      "(to|tou|estou) (doando|dando) (minhas coisas|meus livros|tudo o que eu tenho|tudo que eu tenho)",
      "cuidem (bem )?(da minha|do meu) (mae|pai|gato|gata|cachorro|cachorra|filh[oa])",
      "(tchau|adeus) (galera|gente)",
    ],
  },
  es: {
    despair: [
      "ojala no (despertar|despierte|amanecer|volver a despertar)",
      "(le pido|pido|le ruego|ruego|pidiendole|rogandole) a dios que me (lleve|recoja)",
      "(dios|senor),? (por favor,? )?(llevame|recogeme) (ya|de una vez|de este mundo)",
      "(cansad[oa]|hart[oa]) de (vivir|existir|estar viv[oa])",
      "(para|pa) que (vivir|seguir viviendo|existir|sigo aqui|sigo viv[oa])",
      "ya no tiene (caso|sentido) (seguir|vivir)",
      "no merezco (vivir|estar viv[oa]|existir)",
      "(ojala|quisiera|desearia) (no hubiera nacido|nunca haber nacido|no haber nacido|estar muert[oa]|morirme)",
      "mejor (me muero|estar muert[oa]|no haber nacido)",
      "(soy|solo soy) un estorbo",
      "me da igual (vivir o morir|morirme|si me muero)",
      "(me quiero ir|quiero irme|irme) de este mundo",
    ],
    weary: [
      "me siento atrapad[oa]",
      "no sirvo para nada",
      "soy un fracaso",
      "todo me da igual",
      "no salgo de mi cuarto",
      "(estoy )?al limite",
      "sin ganas de nada",
      "no tiene caso",
      "ya no quiero seguir",
      "cansad[oa] de (fingir|aparentar)",
    ],
    farewell: [
      "(regalando|regale) (mis|todas mis) (cosas|libros|pertenencias)",
      "cuiden (bien )?a mi (mama|papa|perro|perrita|gato|gata|hij[oa])",
    ],
  },
  fr: {
    despair: [
      "(marre|ras[- ]le[- ]bol) de (vivre|la vie|exister|cette vie)",
      "(fatigue|fatiguee|epuise|epuisee|las|lasse) de (vivre|la vie|exister)",
      "(a quoi bon|pourquoi) (vivre|continuer a vivre|exister|rester en vie)",
      "(je|j') ?(ne )?veux plus (vivre|exister|me reveiller|etre la)",
      "personne (ne )?(me regretterait|remarquerait si je)",
      "(que|pour que) (dieu|le seigneur) (me reprenne|me rappelle|vienne me chercher)",
      "(dieu|seigneur),? (viens me chercher|reprends[- ]moi)",
      "je (ne )?merite (pas|plus) de vivre",
      "(j'aurais prefere|j'aurais voulu|j'aimerais|je voudrais) ne (jamais|pas) (etre nee?|exister|naitre)",
      "(un|une) (poids|boulet|fardeau) pour (tout le monde|ma famille|tous|mes proches)",
      "(s'en fouterait|s'en foutrait|s'en ficherait|s'en moquerait)[^.?!]{0,20}si je (disparaissais|mourais|partais)",
      "disparaitre (pour toujours|a jamais)",
      "dormir pour toujours",
    ],
    weary: [
      "je me sens (piegee?|coincee?)",
      "(j'ai )?plus (gout|envie) (a|de) rien",
      "je (ne )?sors plus de (ma chambre|mon lit|chez moi)",
      "je (ne )?sers a rien",
      "je suis (une? )?(ratee?|nulle?|echec|moins que rien)",
      "j'en peux plus",
      "au bout du rouleau",
      "rien ne sert a rien",
    ],
    farewell: [
      "(je donne|j'ai donne|je distribue) (toutes )?mes (affaires|livres|vetements)",
      "prenez soin de (ma|mon) (mere|pere|maman|papa|chat|chienne?)",
    ],
  },
  'zh-CN': {
    despair: [
      "我(真的|是|已经)?活(够|腻)了",
      "活着(有什么|有啥|还有什么)(意思|意义|用)",
      "活着干(嘛|吗|什么)",
      "想一了百了",
      "(希望|但愿|真想|好想)(明天|我)?(不要|不会|别|再也不)醒(来|过来)",
      "睡(着|一觉)(就)?(再也)?不(要)?醒",
      "(没人|没有人|谁都不)会(发现|注意到|在乎)我(不在|消失|死)",
      "不配活(着)?",
      "(要是|如果|但愿)(我)?(没有|从没|从来没)(被)?生(下来|出来)",
      "(不该|不应该)(被)?生(下来|出来)",
      "活着(好|太|真|真的)?(痛苦|煎熬|受罪)",
      "(世界上|这个世界)(没有|少了)我",
      "好想(就)?这样(睡过去|消失)",
    ],
    weary: [
      "(被)?困住(了)",
      "不想再(撑|熬|坚持)了",
      "每天都是煎熬",
      "什么都不想做",
      "(对)?什么都提不起(兴趣|劲)",
      "(整天|一直)(躺着|躺在床上)",
      "我(就是|真是)(个|一个)?废物",
      "什么都做不好",
      "(已经)?麻木了",
      "没有未来",
      "人间不值得",
      "一了百了",
    ],
    farewell: [
      "(这些年|一直以来)谢谢(你们|大家)",
      "(帮我|替我|请)照顾(好)?(我的)?(爸妈|父母|妈妈|爸爸)",
    ],
  },
  ko: {
    despair: [
      "(그만|그냥 그만) 살고 싶",
      "사는 걸 그만",
      "살아서 (뭐 ?해|뭐 ?하나|뭐 ?하지)",
      "살아야 (할|하는|될) 이유(를|가) (모르|없)",
      "왜 살아야 (하는지|되는지|하나)",
      "(안|못) (깨어났으면|일어났으면)",
      "영원히 (잠들고|자고) 싶",
      "자다가 죽었으면",
      "(나|내가|제가) (하나 )?(없어져도|사라져도|죽어도) (아무도|누구도)",
      "태어나지 (말았어야|않았으면)",
      "살 (가치|자격)(가|이)? 없",
      "살아 ?있는 (게|것이|것 자체가) (고통|지옥|괴로)",
      "(삶에|사는 데|사는 것에|인생에) 지쳤",
      "하나님,? ?(저를|절|날|나를) (좀 )?데려가",
      "죽어서 편해지고 싶",
      "존재 (자체가|자체로) (민폐|짐|부담)",
    ],
    weary: [
      "갇힌 (느낌|것 같)",
      "벗어날 수(가)? 없",
      "아무것도 하기 싫",
      "방 밖으로 (안|못) 나가",
      "의욕이 (없|안 ?생)",
      "쓸모(없는|가 없는) (사람|인간|존재)",
      "숨 ?쉬는 (것|게)(도|조차) (힘들|버거)",
      "편해지고 싶",
      "버티는 게 (너무 )?(힘들|지쳐)",
      "사는 게 (지옥|고통)",
      "(민폐|폐)만 끼치",
    ],
    farewell: [
      "(내|제) 물건(들)?(을|은)? (다 )?(정리|나눠)",
    ],
  },
  ja: {
    despair: [
      "生きること(に|が)(疲れ|つかれ|辛|つら)",
      "生きてるの(が|に)(疲れ|つかれ|辛|つら|しんど)",
      "人生に疲れ",
      "生まれてこなければ(よかった|良かった)",
      "生まれてきたくなかった",
      "死んだ(ほう|方)?が(まし|マシ|楽)",
      "何のために生きて",
      "生きてても(仕方|しょうがな|意味)",
      "生きる価値(が|も)ない",
      "生きてる価値(が|も)ない",
      "いなくなりたい",
      "この世から(消え|いなくな)",
      "(私|僕|俺|自分)(が|なんか)(いなくなっても|消えても|死んでも)(誰も|だれも)",
      "朝が来なければ",
      "永遠に眠りたい",
      "生きる(気力|希望)が(ない|なくな)",
      "神様,? ?(私を|もう)?(連れて行って|召して)",
    ],
    weary: [
      "楽になりたい",
      "八方塞がり",
      "どうでもいい",
      "何もしたくない",
      "部屋から出られない",
      "(私|僕|俺|自分)なんか(価値|必要)(が|の)?ない",
      "誰にも必要とされ",
      "迷惑ばかり",
      "ずっと眠っていたい",
    ],
    farewell: [
      "身辺整理",
      "(持ち物|私物)を(整理|処分)",
    ],
  },
  hi: {
    despair: [
      "(ज़िंदगी|जिंदगी|ज़िन्दगी|जिन्दगी) से (थक|तंग आ|ऊब) (गया|गई|चुका|चुकी)",
      "जीने से (थक|ऊब)",
      "काश (कि )?(मैं )?(पैदा ही न|पैदा न|कभी पैदा न|पैदा ही नहीं) (होता|होती|हुआ|हुई)",
      "(मर|मर ही) (जाऊँ|जाऊं|जाता|जाती) तो (अच्छा|बेहतर)",
      "मर जाना (ही )?(बेहतर|अच्छा)",
      "(भगवान|ईश्वर|प्रभु|ऊपरवाला|ऊपर वाला|यीशु|रब),? (मुझे )?(उठा ले|अपने पास बुला ले)",
      "(किस लिए|किसके लिए|क्यों) जी (रहा|रही) (हूँ|हूं)",
      "(न रहने|जाने|मरने) से (किसी को )?(कोई )?(फ़र्क|फर्क) नहीं",
      "(ज़िंदगी|जिंदगी|ज़िन्दगी|जिन्दगी) (बोझ|सज़ा|सजा) (लगती|लगने|बन गई)",
      "जीने की (इच्छा|चाह|हिम्मत) (नहीं|ख़त्म|खत्म)",
      // Hindi typed in Latin letters.
      "(?<![a-z])(jeene|jine) (ka|ki) (mann?|mn|ichha|wajah) (nahi|nhi|nahin)",
      "(?<![a-z])(mar|mr) (jana|jaana) (chahta|chahti|chahata)",
      "(?<![a-z])(zindagi|jindagi|zindgi) se (thak|tang aa)",
      "(?<![a-z])(jeena|jina) (nahi|nhi|nahin) (chahta|chahti)",
    ],
    weary: [
      "फँस (गया|गई)",
      "फंस (गया|गई)",
      "कुछ (भी )?अच्छा नहीं लगता",
      "किसी (भी )?(चीज़|चीज) में मन नहीं लगता",
      "मैं (किसी काम का नहीं|किसी काम की नहीं|बेकार (हूँ|हूं)|नाकाम (हूँ|हूं))",
      "कमरे से (बाहर )?नहीं निकल",
      "अंदर से (खाली|मर चुका|मर चुकी)",
    ],
    farewell: [
      "(मेरा|अपना) सामान (बाँट|बांट|दे दिया|दे रहा|दे रही)",
      "(मेरी )?(माँ|मां|मम्मी|पापा) का (ख़याल|ख्याल|ध्यान) रखना",
    ],
  },
  ru: {
    despair: [
      "(надоело|задолбало|достало|устал[аи]?) жить",
      "жить (надоело|не хочется|незачем)",
      "зачем (я )?(вообще )?(живу|жить|существую)",
      "лучше бы (я )?(не родил(ся|ась)|умер(ла)?|не просыпал(ся|ась)|сдох(ла)?)",
      "лучше бы меня не было",
      "(никто|никто даже) не (заметит|заметил бы|вспомнит|расстроится)[^.?!]{0,20}(если|когда) (я|меня)",
      "(всем|семье|родным) в тягость",
      "не (заслуживаю|достоин|достойна) (жить|жизни)",
      "(господи|боже),? (забери|прибери) меня",
      "(чтобы|пусть) (господь|бог) (забрал|прибрал) меня",
      "хочу (уснуть|заснуть) навсегда",
      "(жизнь|белый свет) (не мила|не мил|опостылела|не в радость)",
      "смысла (в жизни|жить) (нет|больше нет|не вижу)",
      "сил жить (нет|не осталось|больше нет)",
      "не хочу (больше )?существовать",
    ],
    weary: [
      "(чувствую себя )?в ловушке",
      "(тупик|безысходн)",
      "вс[её] бесполезно",
      "ничего не хочется",
      "не выхожу из (комнаты|дома)",
      "я (ничтожество|никчемн|неудачни|пустое место)",
      "внутри (пусто|пустота)",
      "я всем (только )?мешаю",
      "достало вс[её]",
    ],
    farewell: [
      "позаботьтесь о (маме|папе|моей маме|моем папе|моих)",
    ],
  },
};
