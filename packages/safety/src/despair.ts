import type { SafetyLanguage } from './lexicon';

/**
 * After a Spanish verb of cutting or burning oneself: not the hair, nails or a finger, not with a
 * knife in the kitchen ("me volví a cortar el pelo", "volví a cortarme cocinando").
 */
export const ES_NOT_SELF_INJURY = '(?! (el|la|las|los|mi|mis) (pelo|cabello|flequillo|unas|barba|mano|dedo|dedos|lengua)| (con|cocinando|en la cocina))';

/** 动手 is also "to set about" a task (动手做饭, 动手收拾): not a blow when a task follows. */
export const ZH_HANDS_ON = '动手(?!(做|写|整理|收拾|装修|打扫|修|画|准备|搬|剪|种))';

/**
 * Hopelessness told the way people tell it, per language: not "suicide" but "I'd like to fall
 * asleep and not wake up", "nobody would notice if I wasn't here", "life has no meaning any more".
 * Written like the other cue lists (normalised text: lower case, no accents; Hindi keeps its vowel
 * signs).
 *
 * - `despair`: about life itself or the writer not being here: enough on its own.
 * - `weary`: exhaustion and no way out ("I can't take it any more", "я больше так не могу"). These
 *   are said about jobs and exams too, so one alone is not a crisis; two different ones in one
 *   text (or one beside a `hopeless` cue of `distress-families.ts`) are.
 */
export interface Despair {
  despair: string[];
  weary: string[];
}

export const DESPAIR: Record<SafetyLanguage, Despair> = {
  en: {
    despair: [
      // Not waking asked for, self-injury as a habit, pills already taken, not existing (train-14).
      "(don't|do not) let me wake up(?! (late|early|too|after|before|at|in))",
      "(burn|hit|punch|cut|scratch|bite) myself (when|whenever|every time) (it gets|i (mess|feel|get|fail|screw))",
      "(swallowed|took|have taken|just took|already took) (a handful of|the whole (bottle|box|pack|packet) of) (pills|tablets|meds|sleeping pills)",
      "swallowed all (of )?(my|the|mom's|mum's|dad's) (pills|tablets|meds|sleeping pills)",
      "(think|thinking|thought) about not (existing|being alive)",
      "(want|wish|need) to (just )?(stop existing|not exist)",
      "wish i (didn't|did not|never) exist(ed)?",
      // Asked why one is still alive, dying thought of daily, God asked to take one home (train-15).
      "why (am i|am i even|i'm|im) still (alive|breathing)",
      "why am i (even )?still here(?=[ ,]*(honestly|anymore|any more|lord|god)?[ ,]*([.!?]|$))",
      "(think|thinking|thought) about (dying|death|killing myself|not being here|ending it)( [a-z]+){0,2} (every|all the) (day|night|time)",
      "(ask|asking|asked|beg|begging|pray|praying) (god|jesus|the lord|him) to (just )?let me (go|come) home",
      // Asking to be let die, of God or anyone ("why won't you let me die", "just let me die"); never
      // "don't let me die" (fear before surgery) nor "let me die of shame".
      "(?<!(don't|dont|do not|never|not|won't you|wont you) )let me (just )?die(?! (of|from|laughing|happy|old|first))",
      "why (won't|wont|will not|don't|dont|can't|cant) (you|he|god|jesus|the lord) (just )?let me die",
      // Hoping to be hit on the road; God asked why He keeps the writer alive (train-5, train-6).
      "(hope|hoping|wish|wishing|pray|praying) (that )?(a|some|the) (car|truck|lorry|bus|train) (would |will )?(hit|hits|run|runs) (me|into me)",
      "(wouldn't|would not|won't|will not) mind if (a|the|some) (car|truck|lorry|bus|train) (hit|hits|ran|runs) (me|into me)",
      "why (does|do|did) (he|you|god) (keep|keeps|kept) me alive",
      // Self-injury told as now: started again, kept up, or until it bleeds (train-5, train-6).
      "(started|starting|start|been|keep|kept|went back to|going back to) (cutting|burning|scratching|harming) (myself|my (arms|legs|wrists|thighs|skin))(?! (by accident|accidentally|shaving|cooking))",
      "(cut|cutting|burn|burning|burned|burnt|scratch|scratching|scratched|hit|hitting) (myself|my (arms|legs|wrists|thighs|skin))( [a-z']+){0,4} (until|till|til) (it |they |i )?(bleed|bled|bleeds|blood)",
      "(relapsed|relapse) (on|with|into) (self[- ]?harm|cutting)",
      // Death asked of God, a last Christmas hoped for, no mending left (train-4).
      "(ask|asking|asked|beg|begging|begged|pray|praying|prayed) (god|jesus|the lord|lord|him|you) (to|that he|he'd|he would|you'd|you would) (just |please )?(take me(?= ?(home|away|now|tonight|already|in my sleep|while i sleep|from (this|here)|out of this)|[.!,?]|$)|let me die|stop my heart|let my heart stop)",
      "(hope|hoping|wish|wishing|pray|praying) (that )?my heart (just )?(stops|would stop|will stop|gives out|gave out)(?! (racing|pounding|hurting|aching|breaking))",
      "(hope|hoping|wish|pray|praying) (that )?(this|it) (is|will be|would be|'s) my (very )?last (christmas|birthday|easter|thanksgiving|new year)",
      "(there's|there is|theres) no fixing me",
      "(i'm|i am|im) (beyond|past) (fixing|repair|saving)",
      "nothing (can|will|could) (ever )?fix me",
      "(can't|cant|cannot|don't|dont) (even )?remember the last time i (actually |really |even )?wanted to (live|be alive|be here|wake up)",
      // Typed without the apostrophe, or with an "even" between.
      "(whats|what's|what is) (even )?the point (of|in) (living|being alive|going on|waking up|getting up)",
      "(stopped|stop|don't|do not|no longer) car(e|ing) (whether|if) i (wake up|live|die|make it|see tomorrow)",
      "(nobody|no one|no-one) would (even )?((notice|care)(?= if i (was|were|wasn't|weren't|died|disappeared|vanished|didn't wake)|[.!]*$| anyway)|miss me)",
      "if i (wasn't|weren't|was not|were not) (around|here|alive)",
      "(wasn't|weren't) around any ?more",
      "(want|wish|need) (the|this|my) pain to (be over|end|stop) (for good|forever)",
      "(giving|gave|give) (away )?(all )?my (things|stuff|belongings) away",
      "giving away (all )?my (things|stuff|belongings)",
      "(i'm|i am) (done|finished) with (life|living|everything|it all)",
      "(rather|prefer to) (be dead|not be here|not wake up|not exist)",
      "life (is|feels) (pointless|meaningless|not worth (it|living))",
      "not worth living",
      "(what's|what is) the point of (living|being alive|going on|waking up|me)",
      "no point (in )?(living|being alive|waking up|me being here)",
      "(don't|do not) want to wake up",
      "(never|not) wake up again",
      "(they|everyone|my family|my kids) (would be|'d be) (happier|better|fine|relieved) if i (was|were) (gone|dead|not here)",
      "(i'm|i am) (just )?a burden (to|on) (everyone|my family|them|you all)",
      "no (reason|will) (left )?to (live|keep living)",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "(i'm|im|i am) done fighting",
      "nothing (ever )?changes",
      "nothing ever will",
      "(don't|dont|do not) think i can (do this|go on|keep going|take (it|this)) any ?more",
      "no light at the end",
      "(can't|cannot|can no longer) (keep|go on) doing this",
      "(so )?tired of (fighting|trying|everything|it all|being me|struggling)",
      "(can't|cannot) (take|bear|stand|handle) (it|this|any of this) any ?more",
      "no way out",
      "no (hope|future) (left|any ?more)",
      "(i've|i have) (given|give) up",
      "(every|each) (morning|day) is worse",
      "(nothing|no one|nobody) (can|could) help me",
      "(empty|numb) inside",
    ],
  },
  'pt-BR': {
    despair: [
      // Pensar em não existir, pedir o céu agora, pedir a Deus que recolha (train-14).
      "penso em (não existir|deixar de existir|sumir de vez)",
      "(melhor|seria melhor)[^.!?]{0,20} se eu (nem|não) (existisse|tivesse nascido)",
      "(quero|queria) ir (pro|para o) céu (agora|logo|hoje|já)",
      "(pedi|peço|pedindo|pedir) (pro|para o|ao) senhor (me )?(recolher|levar)",
      // Pensar em morrer todo dia, não querer mais estar aqui, pedir a Deus que leve (train-15).
      "penso em morrer (todo dia|todos os dias|toda hora|o tempo todo|toda noite|todas as noites)",
      "não quero mais (estar|tá|ta) aqui(?=[ ,]*([.!?]|$))",
      "(senhor|deus|jesus|pai)[^.!?]{0,15}por ?que (você |tu |o senhor )?não me leva",
      // Pedir para morrer ("me deixa morrer", "por que não me deixa morrer"); nunca "não me deixa morrer".
      "(?<!não )(me deixa|deixa-me|deixe-me|me deixe|me deixa logo) morrer(?! de (rir|vergonha|saudade))",
      "por ?que (você |tu |o senhor |deus |ele )?não me (deixa|deixe) (logo )?morrer",
      // Torcer por um carro, pedir a Deus para não acordar ou ser levado (train-5, train-6).
      "(tomara|queria|espero|torco (pra|para)) que (um|algum) (carro|caminhao|onibus|trem) me (atropele|atropelasse|pegue|pegasse)",
      "(rezo|oro|peco|pedindo|rezando|orando) (pra|para|a deus pra|a deus para) nao acordar",
      "se deus me (chamasse|levasse) (hoje|agora)[^.!?]{0,10} eu (ia|iria) (feliz|contente)",
      "(senhor|deus|pai nosso que estais no ceu)[^.!?]{0,15},? me leva[.!]* ?(amem|embora|logo|de vez|$)",
      // Autolesão contada como agora (train-5, train-6).
      "(voltei a|comecei a|continuo a|continuo) me (cortar|queimar|arranhar|machucar de proposito)",
      "(arranho|corto|queimo|bato) (os |meus |nos |nos meus |em )?(bracos|pulsos|pernas|coxas)( [a-z]+){0,5} ate (sair |escorrer )?sang(ue|rar)",
      "bato (com )?a cabeca na parede( [a-z]+){0,8}[.,]? ?(ontem |hoje )?(sangrou|sangra|sangue)",
      // A morte pedida a Deus, um último Natal esperado, nenhum conserto (train-4).
      "(pedir|peco|pedindo|pedi|implorando|implorei) (pra|para|a) deus (me (levar|recolher)(?= ?(logo|embora|ja|pro ceu|para o ceu|enquanto (eu )?durmo|dormindo|de vez|hoje)|[.!,?]|$)|me deixar morrer|parar meu coracao)",
      "(pedindo|pedir|peco|rezando|orando) (pro|para o|pra o) meu coracao parar",
      "(espero|tomara|queria|torco) que (esse|este) seja (o )?meu ultimo (natal|aniversario|ano novo)",
      "nao (tem|ha|existe) (mais )?conserto (pra|para) mim",
      "(eu )?nao tenho (mais )?conserto",
      "nem lembro (da |a )?ultima vez que (tive vontade de|quis) viver",
      "(dormir|deitar) e nao acordar",
      "ninguem (ia|iria|vai|vai nem) (sentir (a )?minha falta|notar|perceber|se importar)",
      "nao tenho (mais )?forcas? (pra|para) (continuar|viver|seguir)",
      "nao aguento mais (viver|acordar|essa vida|esta vida|a vida)",
      "quero que (essa|esta|a|minha) dor (acabe|pare|termine) de vez",
      "(seria|ficaria|estaria) (tudo )?melhor se eu (nao existisse|sumisse|morresse|nao estivesse (mais )?aqui)",
      "(minha )?vida nao (tem|faz) (mais )?(nenhum )?sentido",
      "nao vejo (mais )?sentido (em|na|para) (nada|viver|vida|continuar)",
      "(sou|eu sou) (so )?um (peso|fardo)",
      "nao quero (mais )?acordar",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "(pra|para) que acordar",
      "nada vai mudar",
      "nunca melhora",
      "nada melhora",
      "nao vejo (mais )?saida",
      "sem saida",
      "(cansei|cansad[oa]) de (lutar|tudo|tentar)",
      "nao aguento mais",
      "nao tenho mais forcas",
      "(ja )?nao tenho forcas",
      "(desisti|vou desistir) de tudo",
      "cada dia (e|fica) pior",
      "vazi[oa] por dentro",
    ],
  },
  es: {
    despair: [
      // Pedir a Dios que lo lleve, pensar en dejar de existir, querer salir de esta vida (train-14).
      "(dios|diosito|señor|jesús|padre)[^.!?]{0,30}(llévame|llevame) contigo",
      "pienso en (dejar de existir|desaparecer para siempre|no despertar)",
      "(quiero|quisiera) (salir de esta vida|apagarme|dejar de existir)",
      // Decepcionarse de seguir vivo, pedir a Dios que quite la vida (train-15).
      "(me decepciona|odio|me pesa|me duele) (seguir|estar) (viva|vivo|respirando)",
      "(me quitas|me quitaras|quítame|quitame) la vida",
      // Pedir que lo dejen morir ("déjame morir", "¿por qué no me dejas morir?"); nunca "no me dejes morir".
      "(déjame|déjeme|dejame) (ya )?morir(?! de (risa|vergüenza))",
      "por ?qué (tú |usted |dios |él )?no me (dejas|deja) morir",
      // Esperar un coche, pedir no despertar, estar listo para irse con Dios (train-5, train-6).
      "(ojala|espero que|quisiera que) me (atropelle|atropellara|choque|chocara|arrolle|arrollara) (un|algun) (carro|coche|auto|camion|tren|bus)",
      "(rezo|le pido a dios|pido|ruego) (para )?no despertar",
      "(senor|dios|jesus)[^.!?]{0,5},? (ya )?estoy list[oa] para irme contigo",
      // Autolesión contada como ahora (train-5, train-6).
      `(volvi a|empece a) (cortar|quemar|rasgunar)me${ES_NOT_SELF_INJURY}`,
      "me (corto|quemo|rasguno|arano|golpeo) (con [a-z]+ )?(en )?(los brazos|las piernas|las munecas|los muslos)",
      "me quemo con el cigarro",
      // La muerte pedida a Dios, una última Navidad esperada, sin arreglo (train-4).
      "(pedirle|pido|le pido|pidiendole|rogarle|le ruego|suplicarle|le suplico) a dios que ((se )?me (lleve|recoja)(?= ?(ya|contigo|con el|al cielo|mientras duermo|dormid[oa]|esta noche|de una vez)|[.!,?]|$)|me deje morir|me pare el corazon)",
      "que (el|mi) corazon se me (pare|detenga)",
      "(ojala|espero que|que) (esta|este) sea mi ultim[oa] (navidad|cumpleanos)",
      "(yo )?no tengo (arreglo|remedio)",
      "(ya )?no hay (arreglo|remedio) para mi",
      "no (me )?(acuerdo|recuerdo) (de )?(la )?ultima vez que (quise|tuve ganas de) vivir",
      "no (le )?(encuentro|veo|tiene) sentido (a )?(nada|la vida|vivir|seguir)",
      "(dormir|dormirme) y no (volver a )?despertar",
      "nadie (me )?(extranaria|echaria de menos|notaria|se daria cuenta)",
      "(estarian|estaria|estarian todos) (mejor|mas tranquil[oa]s?) si (yo )?no estuviera",
      "si yo no estuviera",
      "no puedo mas con (esta|la|mi) vida",
      "(ya )?no (tengo|me quedan) fuerzas (para|de) (seguir|vivir|luchar)",
      "quiero que (todo|el dolor|esto|este dolor) se (acabe|termine)",
      "no quiero (seguir aqui|despertar|existir)",
      "soy (solo )?una carga",
      "la vida no tiene sentido",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "(para|pa) que (despertar|levantarme)",
      "nada va a cambiar",
      "nada (mejora|cambia)",
      "nunca mejora",
      "no (hay|veo) salida",
      "sin salida",
      "cansad[oa] de (todo|luchar|la vida)",
      "ya no puedo mas",
      "no (tengo|me quedan) fuerzas",
      "(me rindo|me di por vencid[oa])",
      "cada dia (es|esta) peor",
      "vaci[oa] por dentro",
    ],
  },
  fr: {
    despair: [
      // Penser à la mort tout le temps, demander de ne pas se réveiller, disparaître pour de bon (train-14).
      "pense à la mort (tout le temps|sans arrêt|chaque jour|tous les jours|jour et nuit)",
      "fais que je ne me réveille (pas|plus)",
      "disparaître (pour de bon|pour toujours|à jamais|définitivement)",
      "(seigneur|mon dieu|jésus)[^.!?]{0,20}(je veux|j'aimerais|je voudrais) être (auprès de|avec) (toi|vous) maintenant",
      // « Seigneur, prends-moi », ne plus jamais se relever (train-15).
      "(seigneur|mon dieu|jésus|père)[ ,]*(prends|reprends|rappelle)[- ]moi(?! (par|dans|sous|avec|contre|en))",
      "(voudrais|veux|aimerais) ne (plus jamais|jamais plus|plus) me (relever|réveiller)(?![ ,]*(si|aussi|trop|à|avant|le|la|les|en|sans|tôt|tard|comme|pour))",
      // Demander qu'on le laisse mourir ("laisse-moi mourir", "pourquoi tu ne me laisses pas mourir").
      "(laisse|laissez)[- ]moi (juste )?mourir(?! de (rire|honte))",
      "pourquoi (tu |vous |dieu |il )?ne me (laisses|laissez|laisse) pas mourir",
      // Espérer un camion en face (train-5, train-6).
      "(esperer|espere|j'espere|je prie pour) (un camion|une voiture|un bus|un train) en face",
      "(j'espere|pourvu|je voudrais) qu'(une voiture|un camion|un bus|un train) me (renverse|percute|fauche)",
      // Automutilation dite au présent (train-5, train-6).
      "(j'ai recommence|je recommence|j'ai commence|je continue|je continue encore) a me (couper|scarifier|bruler|griffer|mutiler)",
      "je me (griffe|coupe|brule|scarifie|frappe) (les |aux )?(bras|avant-bras|poignets|cuisses|jambes)( [a-z'-]+){0,4} jusqu'au sang",
      "envie de me faire (du )?mal (ce soir|cette nuit|maintenant|aujourd'hui)",
      // La mort demandée à Dieu, un dernier Noël espéré, plus rien à réparer (train-4).
      "(demande|demander|demandant|prie|prier|priant|supplie|supplier) (a )?dieu de ((me prendre|me reprendre|m'emporter)(?= ?(avec lui|maintenant|cette nuit|pendant mon sommeil|dans mon sommeil)|[.!,?]|$)|me rappeler a lui|me laisser mourir|arreter mon coeur)",
      "(j'espere|espere|je prie pour|prier pour|pourvu) que mon coeur s'arrete",
      "(j'espere que|pourvu que|je prie pour que) (ce|c'est|ce sera|ce soit) (sera |soit )?mon dernier (noel|anniversaire|ete|nouvel an)",
      "(il n'y a|y a|il y a) (plus )?rien a (reparer|sauver) (chez|en) moi",
      "je suis irreparable",
      "(je me souviens|je me rappelle) (meme )?(plus|pas) (de )?la derniere fois (ou|que) j'ai eu envie de vivre",
      "plus la force de (vivre|continuer)",
      "(plus tranquilles?|mieux|soulages?) si je n'etais (plus )?la",
      "si je n'etais plus la",
      "(m'endormir|dormir) et (ne )?(plus jamais|jamais plus|plus|jamais) (me )?reveiller",
      "je n'en peux plus de (cette|la|ma) vie",
      "je n'en peux plus de vivre",
      "la vie n'a (plus )?(de|aucun) sens",
      "personne ne (remarquerait|s'en rendrait compte|me regretterait|verrait la difference)",
      "je (suis|ne suis qu')un fardeau",
      "que (la|cette) douleur s'arrete (pour de bon|definitivement|pour toujours)",
      "je ne veux plus me reveiller",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "a quoi bon (me reveiller|me lever|vivre|continuer)",
      "rien ne change",
      "(plus )?aucune issue",
      "(je suis )?a bout",
      "je n'en peux plus",
      "plus la force",
      "(fatigue|fatiguee|epuise|epuisee) de (tout|lutter|me battre)",
      "j'abandonne",
      "chaque (jour|matin) est pire",
      "vide (a l'interieur|en moi)",
    ],
  },
  'zh-CN': {
    despair: [
      // "就想死""睡过去不要再醒"（train-15），不是"想死你们了"。
      "(就|只|真的|每天都|天天)想死(?!你|您)",
      "睡(过去|着|下去)[^。！？]{0,12}(不要|不想|再也不|永远不)再?醒(来|过来)?(?![得早])",
      // 求让自己死（"让我死吧""为什么不让我死"），不是"别让我死"，也不是"让我死心"。
      "(?<!(别|不要|不能|不会|千万别))让我(去)?死(?!心|机|定|了这条心)",
      "为什么不(让|肯让)我死",
      // 盼着被车撞、差点被撞却觉得可惜 (train-5, train-6)。
      "(希望|盼着|巴不得)(被车撞|有车(把我)?撞)",
      "差点被[^。！？]{0,8}撞[^。！？]{0,12}(可惜|遗憾)",
      // 此刻的自伤 (train-5, train-6)。
      "(用|拿)刀片(划|割)",
      "(划|割)(自己|手腕|手臂|胳膊)(?!.{0,4}(不小心|切菜))",
      "掐(自己)?[^。！？]{0,6}(出血|流血)",
      "用头撞墙",
      // 求神带走、盼着最后一个圣诞、觉得自己没救了 (train-4)。
      "求(上帝|神|主|老天|老天爷)(把我)?(带走|接走|收走)",
      "(上帝|主啊|神啊|老天爷)[，,]?(快)?(把我)?(带走|接走)我",
      "(希望|盼着|祈求)(我的)?心脏(自己)?(停止跳动|停跳|停下来|停了)",
      "希望(这|今年)是我(的)?最后一个(圣诞节?|生日|春节|新年)",
      "我(已经|早就)?(没救了|无药可救|修不好了)",
      "(想不起|不记得)(上一次|上次)(想活|想要活着|想活下去)",
      "活着(太|好|真|很)?累",
      "活着(没|没有)(意思|意义)",
      "活不下去",
      "不想(再)?醒来",
      "如果我(消失|不在|死)了",
      "没有我(他们|大家|家人)?(会)?(更好|更轻松)",
      "只想(让)?(这)?一切(都)?结束",
      "一切都结束吧",
      "(一点|任何)希望都没有",
      "不想(再)?(活|存在)",
      "(我)?是(大家|家人|家里)的(负担|累赘)",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "醒来(又)?有什么意义",
      "永远不会变",
      "没有力气再",
      "撑不下去",
      "坚持不下去",
      "看不到(任何)?(出路|希望)",
      "没有(任何)?希望",
      "(好|太|真的)累了",
      "受不了了",
      "每天都(更|很)?(痛苦|难熬)",
    ],
  },
  ko: {
    despair: [
      // 죽게 해 달라는 기도 ("제발 죽게 해 주세요"), "죽지 않게 해 주세요"는 아님.
      "죽게 ?(해|해 ?줘|해 ?주세요|해 ?주십시오|해 ?달라고|내버려 ?둬)",
      // 차에 치였으면 (train-5, train-6).
      "(차|트럭|버스)(에|가) (그냥 )?(치였으면|치여 ?버렸으면|나를 쳤으면|날 쳤으면)",
      // 지금의 자해 (train-5, train-6).
      "(다시|또) (자해|손목을 그)",
      "(팔|손목|허벅지)(을|를|에)? ?(칼로 )?(긋|그었|긁어서 피)",
      // 하나님께 데려가 달라는 기도, 마지막 크리스마스, 고쳐질 수 없다는 말 (train-4).
      "(하나님|주님|하느님)(께|에게|한테)? ?(저를|나를|날)? ?데려가 ?(달라고|주세요|주시길|줬으면|주셨으면)",
      "심장이 (그냥 )?(멈췄으면|멈춰 ?버렸으면|멈추길)",
      "(이번이|올해가) (제|내) 마지막 (크리스마스|생일)(이었으면|이길|였으면)",
      "(저는|나는|난) (이제 )?(고쳐질 수 없|구제 ?불능|가망이 없)",
      "사는 게 (너무 )?(지쳐|지치|의미가 없|무의미)",
      "살 (이유|의미)가 없",
      "(제가|내가) 없어지면",
      "사라지고 싶",
      "눈을 (안|못) ?떴으면",
      "(다|모든 게|전부) 끝났으면 좋겠",
      "아무 희망(도|이) 없",
      "차라리 죽는 게",
      "살고 싶지 않",
      "(짐|짐덩어리)(만|이) 되는",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "빠져나갈 길이 (안|없)",
      "눈 떠서 뭐 해",
      "(안|못) 바뀔",
      "더(는| 이상) 버틸 수(가)? 없",
      "견딜 힘이 없",
      "버틸 힘이 없",
      "지쳤어",
      "포기하고 싶",
      "희망이 안 보",
    ],
  },
  ja: {
    despair: [
      // 死なせてほしいという願い（「もう死なせてください」）。「死なせないで」は別。
      "死なせて(ください|くれ|ほしい|欲しい|下さい)",
      // 車にひかれたらいいのに (train-5, train-6)。
      "(車|トラック|電車)に(ひかれ|轢かれ|はねられ)(たら|れば)(いいのに|楽なのに)",
      // いまの自傷 (train-5, train-6)。
      "(リスカ|アムカ|自傷)(を)?(また|再開|してしまった|やめられない)",
      "(腕|手首)を(また)?切(った|ってしまった|っている)",
      // 神に連れて行ってと願う、最後のクリスマス、救いようがない (train-4)。
      "(神様|神さま|主よ|イエス様)[、,]? ?(私を|わたしを|僕を|俺を)?(連れて行って|連れていって|天に召して|召して)(ほしい|ください|欲しい|くれ)",
      "心臓が(勝手に)?止まって(ほしい|くれたら|くれれば|くれないかな)",
      "(これが|今年が)(私の|僕の|俺の)?最後の(クリスマス|誕生日)(になれば|であって|だといい|になってほしい)",
      "(私は|僕は|俺は|もう)救いようがない",
      "(生きている|生きてる|生きる)意味(が|も|は)?(ない|なく|分か[らり]|わか[らり]|見つから|感じられ)",
      "消えてしまいたい",
      "消えたい",
      "明日が来なければ",
      "(私|僕|俺)がいなくなれば",
      "いなくなった(ほう|方)が",
      "(全部|すべて|全て|何もかも)終わりにしたい",
      "目が覚めなければ",
      "生きるのが(辛|つら|しんど|疲れ)",
      "生きていたくない",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "出口が見えない",
      "気力が(残って|もう|ない)",
      "目が覚めても意味がない",
      "もう限界",
      "もう疲れ",
      "もう無理",
      "耐えられない",
      "希望(が|も)(ない|持てない)",
      "逃げ場が(ない|ありません)",
    ],
  },
  hi: {
    despair: [
      // "मुझे ज़िंदा क्यों रखा", "भगवान मुझे ले जा" (train-15).
      "ज़िंदा क्यों (रखा|रखे|रखते|रख)",
      "(परमेश्वर|भगवान|प्रभु|ईश्वर|यीशु)[^.!?।]{0,60}मुझे (ले जा|ले जाओ|ले जाइए|अपने पास बुला)(?![ऀ-ॣ०-ॿ])",
      // मरने देने की प्रार्थना ("मुझे मरने दो", "भगवान मुझे उठा ले"); "मरने मत दो" नहीं।
      "मरने (दो|दे|दीजिए|दीजिये|क्यों नहीं देते|क्यों नहीं देता)(?! ?(मत|नहीं))",
      "(भगवान|प्रभु|ईश्वर|यीशु|ऊपरवाले)( जी)?,? (अब )?(मुझे )?(अपने पास )?(उठा|बुला) (लो|ले|लीजिए|लीजिये)",
      // काश कोई गाड़ी टक्कर मार दे (train-5, train-6).
      "(काश|चाहता हूँ|चाहती हूँ|दुआ)[^.!?।]{0,25}(गाड़ी|ट्रक|बस|ट्रेन) (मुझे )?(टक्कर मार|कुचल)",
      // अभी का आत्म-नुकसान (train-5, train-6).
      "(ब्लेड|blade) (वाली )?(आदत|habit) (फिर|वापस)",
      "कलाई (पर|पे) (कटे|कट) के (निशान|निशां) (ताजा|ताज़ा)",
      "खुद को (चोट|ब्लेड|काट)",
      // भगवान से उठा लेने की प्रार्थना, आखिरी क्रिसमस, कोई इलाज नहीं (train-4).
      "(भगवान|प्रभु|ईश्वर|परमेश्वर|पिता|यीशु|ऊपरवाले)[^.!?।]{0,30}(मुझे|मुझको) (ऊपर )?(उठा|बुला) (ले|लो|लें|लीजिए)",
      "(काश|दुआ|प्रार्थना|चाहता हूँ|चाहती हूँ)[^.!?।]{0,30}दिल[^.!?।]{0,15}(रुक|थम) जाए",
      "(ये|यह) मेरा (आखिरी|आख़िरी|अंतिम) (क्रिसमस|जन्मदिन|birthday) (हो|होगा)",
      "मेरा (कोई )?(इलाज|कुछ) नहीं (हो सकता|बचा)",
      // No wish to live (probe batch, 25 November).
      "जीने का मन (नहीं|न) (करता|होता|रहा)",
      "जीने का (कोई )?(मतलब|मकसद|फ़ायदा|फायदा|अर्थ) नहीं",
      "मेरे न रहने से",
      "मैं न रहूँ",
      "(कभी|फिर) न उठूँ",
      "सब (कुछ )?(ख़त्म|खत्म) हो जाए",
      "(कोई )?उम्मीद नहीं (बची|रही)",
      "जीना नहीं चाहत",
      "(सब|घरवालों|परिवार|सबके) (पर|का|के लिए) (एक )?बोझ",
      "बोझ हल्का हो जाएगा",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "उठने का क्या फ़?ायदा",
      "कुछ नहीं बदलेगा",
      "कुछ नहीं बदलता",
      "लड़ने की ताक़?त नहीं",
      "(और )?नहीं सहा जाता",
      "बर्दाश्त नहीं (होता|कर सकता|कर सकती)",
      "थक (गया|गई) हूँ",
      "हार (मान ली|गया हूँ|गई हूँ)",
      "कोई रास्ता नहीं",
    ],
  },
  ru: {
    despair: [
      // «Не дай мне завтра проснуться», «хочу к Богу», мысли покончить со всем (train-14).
      "не (дай|дайте) мне (завтра |утром |больше )?проснуться",
      "хочу (домой,? )?к богу",
      "мысли (о том, чтобы )?покончить (с собой|со всем)",
      "(хочу|хочется) (перестать существовать|исчезнуть навсегда)",
      // «Позови меня домой» (к Богу), «не хочу существовать», жалеть, что откачали (train-15).
      "(господи|боже|господь|иисус|отче)[^.!?]{0,30}(забери|возьми) меня (домой|к себе)",
      "(позови|призови) меня (домой|к себе)(?! (в гости|на|в субботу|в воскресенье|завтра|вечером))",
      "(не хочу|не хочется) (больше )?(существовать|быть)(?=[ ,]*([.!?]|$))",
      "(?<=^|[.!?…] ?)(вообще |просто )?быть не хочу",
      "жалею,? что (меня )?(откачали|спасли|выжил|выжила)",
      // Просить дать умереть ("дай мне умереть"), но не "не дай мне умереть".
      "(?<!не )(дай|дайте|позволь|позвольте)( же)?( мне)? (уже |наконец |просто |спокойно )?умереть",
      "почему (ты |он |бог |господь )?не (даешь|дает|даёшь|даёт) мне умереть",
      // Надеяться, что собьёт машина (train-5, train-6).
      "(хочу|надеюсь|мечтаю|жду|молюсь)[^.!?]{0,20}(чтобы )?меня (сбила|собьет|сбил|задавила|задавил) (машина|грузовик|автобус|поезд)",
      // Самоповреждение сейчас (train-5, train-6).
      "(снова|опять) (начала|начал|стала|стал) (резать|резаться|наносить себе)",
      "режу (себя|руки|ноги|запястья)",
      // Not able to stop, or drawn to it ("не могу перестать резать себя", "тянет порезать себя").
      "не (могу|получается|выходит) (перестать|прекратить|бросить) (резать себя|себя резать|резаться)",
      "(тянет|хочется|хочу) (снова )?(резать|порезать) себя",
      "бью себя (по ногам|по рукам|по лицу|кулаками)",
      // Смерть, о которой просят Бога, последнее Рождество, «меня не починить» (train-4).
      "(прошу|молю|молюсь|просить|умоляю) (бога|господа)[^.!?]{0,20}(забрал|забрать|прибрал|прибрать) меня",
      "(господи|боже)[,!]? (забери|прибери) меня",
      "(хочу|молюсь|прошу|жду|мечтаю)[^.!?]{0,25}чтобы (мое )?сердце (само )?остановилось",
      "(пусть|надеюсь|хочу чтобы) (это|этот|этот год) (будет )?(мое |мои )?последн(ее|ии) (рождество|новыи год|день рождения)",
      "меня (уже )?не (починить|исправить|спасти)",
      "не вижу смысла (жить|просыпаться|в жизни|ни в чем|дальше)",
      // Not "боюсь уснуть и не проснуться" (fear of dying in one's sleep).
      "(?<!(боюсь|страшно|страх) )(уснуть|заснуть) и не проснуться",
      "если (бы )?меня не (станет|стало|будет|было)",
      "меня не станет",
      "не хочу (больше )?просыпаться",
      "жить не хочется",
      "устал(а)? жить(?! (в|с|на|у|без|так|одн|вдали|далеко))",
      "(я )?(всем )?(только )?обуза",
      "жизнь (потеряла|не имеет) смысл",
    ],
    weary: [
      // Why wake up, nothing will change, no strength left to fight (dev-set-2).
      "зачем просыпаться",
      "ничего (никогда )?не (изменится|меняется)",
      "не вижу выхода",
      "сил бороться",
      "(я )?больше так не могу",
      "сил (больше )?нет",
      "нет (больше )?сил",
      "(никакой|нет) надежды",
      "устал(а)? от всего",
      "(выхода|выход) нет",
      "нет выхода",
      "опустили руки|руки опускаются",
    ],
  },
};

/**
 * Danger at home told without the words the abuse cues expect: a partner or parent who pushes,
 * "hurts me", throws things at the writer, touches a child, takes the writer's money or phone, or
 * says nobody will believe them. Each is enough on its own: hitting "only once", and blaming
 * oneself for it ("it's my fault he hurts me"), are still danger.
 */
export const DANGER_AT_HOME: Record<SafetyLanguage, string[]> = {
  en: [
    // Hands at the neck, a threat over the children, a raised hand (probe batch, 25 November).
    "(grabbed|grabs|squeezed|squeezes) (me by )?(my )?(neck|throat)",
    "(he|she|husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|stepfather|stepmother|mum|mom|mother|brother|uncle) (still |always |sometimes |often )?(hurts|pushes|pushed|shoves|grabs|grabbed|slams|slammed|strangled|chokes) me",
    "(threw|throws|throwing) (a |the |his |her )?[^ .]+ at me",
    "(stepdad|stepfather|uncle|cousin|he|father|dad|brother|grandpa|grandfather|boss|pastor|teacher|coach) ([^ ]+ ){0,2}touch(es|ed)? me",
    "(takes|took|controls|keeps) my (money|paycheck|pay|salary|wages|phone|passport|bank card)",
    "(won't|doesn't|does not|will not) let me (see|talk to|leave|go out|have)",
    "(says|said|told me) (no one|nobody) (will|would) believe me",
    "if i (tell|told) (anyone|anybody|someone)[^.]{0,40}(kill|hurt|worse|sorry)",
    "(scared|afraid|terrified) of (him|her|my (husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|stepfather|mother|mom|mum))(?=$|[ .,!?;:])",
    "(my fault|i deserve(d)? it) (that )?(he|she) (hits|hurts|beats|slaps|pushes)",
  ],
  'pt-BR': [
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "medo de voltar (pra|para) casa",
    "(me|nos) empurr(ou|a|ava)",
    "(jogou|atirou) (um|uma|o|a) [^ ]+ (nela|nele|em mim|na gente)",
    "(me )?(empurrou|empurra|machuca|machucou|enforcou|enforca|sufoca|sufocou) (contra|na|no|e|quando|de novo|sempre)",
    "(ja|ele|ela) me machuc",
    "(jogou|joga|atirou) [^ .]+ em mim",
    "(padrasto|tio|primo|ele|pai|irmao|avo|chefe|pastor|professor) ([^ ]+ ){0,2}(me toca|mexe comigo|me tocou|passa a mao em mim)",
    "(pega|tira|controla|fica com) (o )?meu (dinheiro|salario|celular|cartao)",
    "(nao me deixa|me proibe de) (sair|ver|falar|trabalhar)",
    "ninguem vai acreditar em mim",
    "se eu contar (pra|para|a) (alguem|ninguem)",
    "(chega|fica|vem|volta) (bebado|bebada|drogado)",
    "medo (dele|dela|do meu (marido|pai|padrasto|namorado|companheiro))",
    "culpa (e )?minha (que |por )?(ele|ela) me (bater|bata|bate|machucar)",
  ],
  es: [
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "(me da|tengo) miedo (de )?volver a casa",
    "(papa|padre|mama|madre|padrastro|madrastra|esposo|marido|novio|novia|tio|abuelo|hermano) (nos|me) (pega|golpea|pegaba|golpeaba|azota|pegan)",
    "me (empuja|empujo|lastima|lastimo|ahorca|ahorco|estrangula|jalonea) ",
    "que (mi )?([^ ]+ )?me (pegue|golpee|lastime|empuje)",
    "(me )?(tiro|tira|lanzo|lanza|aventó|avento) [^ .]+ (a mi|encima|contra mi)",
    "(padrastro|tio|primo|el|padre|papa|hermano|abuelo|jefe|pastor|profesor) ([^ ]+ ){0,2}me (toca|toco|manosea|manoseo)",
    "me (quita|quito|controla|revisa) (el|mi) (dinero|sueldo|celular|telefono)",
    "(no me deja|me prohibe) (salir|ver|hablar|trabajar)",
    "nadie me (va a )?creer",
    "(no diga|no le diga|no le cuente|no cuente) (nada|a nadie)",
    "(llega|viene|esta) (borracho|borracha|drogado)",
    "miedo (de el|a el|de mi (esposo|marido|padre|papa|padrastro|novio|pareja))",
  ],
  fr: [
    // A threat over the children (probe batch, 25 November).
    "menace de (partir|prendre|m'enlever|me prendre) (avec )?(les|mes|nos) enfants",
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "peur de rentrer",
    "(pere|mere|beau-pere|belle-mere|mari|copain|copine|conjoint|oncle|frere) (nous|me) (frappe|bat|tape|frappait|battait)",
    "(lui|m') a (lance|jete) (une|un|des|la|le) ",
    "(il|elle|mari|femme|conjoint|copain|copine|pere|mere|beau-pere|frere|oncle) ([^ ]+ ){0,2}me (pousse|bouscule|secoue|serre le cou|touche|tripote|fait mal)",
    "(a lance|lance|jette|a jete) [^ .]+ (sur moi|a la figure)",
    "(controle|prend|garde) mon (telephone|argent|salaire|passeport)",
    "m'interdit de (voir|sortir|parler|travailler)",
    "personne ne me croira",
    "si je (le )?(dis|raconte) a (quelqu'un|qui que ce soit)",
    "(rentre|est) (ivre|saoul|soul|bourre)",
    "(j'ai )?peur de (lui|mon (mari|conjoint|copain|pere|beau-pere|compagnon))",
    "(ma faute|je le merite) s'il me (bat|frappe|pousse)",
  ],
  'zh-CN': [
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "把我(从[^，。]{0,6})?推(下|倒)",
    `(${ZH_HANDS_ON}|推我|掐我|踢我|扇我|打我|揍我|摸我)`,
    "(把|拿)[^，。]{0,6}(砸|扔)向我",
    "(控制|拿走|没收)我的(钱|手机|工资|证件|护照)",
    "不让我(出门|见|和|跟|工作)",
    "没人会相信我",
    "(如果|要是)我告诉(别人|任何人)",
    "(喝醉|喝了酒)",
    "(害怕|怕)(他|她|回家|我(丈夫|老公|爸|继父))",
  ],
  ko: [
    "(때려|때리|밀쳐|밀치|목을 졸|발로 차|손찌검)",
    "(던지고|던져서|던졌)",
    "(돈|휴대폰|핸드폰|월급|통장)(을|를) (뺏|빼앗|관리하|통제)",
    "(못 나가게|만나지 못하게|연락 못하게)",
    "아무도 (내 말을|제 말을)? ?(안 믿|믿지 않)",
    "(만지|만져)",
    "술(만|을) 마시면",
  ],
  ja: [
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "突き落とされ",
    "突き飛ばされ",
    "(殴ら|殴る|殴り|叩か|叩く|叩き|蹴ら|蹴る|突き飛ば|首を絞め)",
    "(物を投げ|投げつけ)",
    "(お金|携帯|スマホ|給料)を(取り上げ|管理され|奪)",
    "(外出させてもらえ|会わせてもらえ|連絡させてもらえ)",
    "誰も信じてくれない",
    "(触ってく|触られ)",
    "お酒を飲むと",
  ],
  hi: [
    // A raised hand (by someone named: raised hands in worship are not this); not allowed to talk to
    // family (probe batch, 25 November).
    "(पति|पापा|पिता|ससुर|सास|भाई|बॉयफ्रेंड|मंगेतर)[^।]{0,60}(मुझ|हम|मम्मी|माँ|बच्चों)?[^।]{0,10}हाथ उठा(ते|ता|ती|या)",
    "बात (नहीं|न) करने (देते|देता|देती)",
    // Pushed down the stairs, afraid to go home, a parent who hits the children (dev-set-2).
    "मुझे [^।]{0,25}धक्का (दिया|देता|देती|दे)",
    "(मारते|मारता|मारती|पीटते|पीटता|पीटती|धक्का (दे|मार)|गला दबा)",
    "(फेंक|फेंका|फेंकते)",
    "(पैसे|फ़ोन|फोन|तनख़्वाह|तनख्वाह) (छीन|ले लेते|ले लेता)",
    "(बाहर नहीं जाने देते|मिलने नहीं देते)",
    "कोई (मेरी बात का )?यकीन नहीं करेगा",
    "(छूते|छूता|छुआ)",
    "शराब पीकर",
  ],
  ru: [
    "(бьет|бил|избивает|ударил|ударила|толкает|толкнул|душит|душил|пинает) меня",
    "(швыряет|швырнул|кидает|кинул|бросает|бросил) [^ .]+ в меня",
    "(отнимает|отбирает|забирает|забрал|контролирует) (у меня )?(телефон|деньги|зарплату|паспорт)",
    "не (пускает|разрешает|дает) (мне )?(выходить|видеться|общаться|работать)",
    "никто (мне )?не поверит",
    "(если|коли) я (кому-то|кому-нибудь|кому) (расскажу|скажу)",
    "(страшно|боюсь) (возвращаться|идти|приходить) домой",
    "(боюсь|страшно) (его|ее|мужа|отчима|отца|папы)",
    "(трогает|трогал|лапает) меня",
    "(угрожает|угрожал)[^.]{0,20}(убьет|убить|покалечит)",
  ],
};

/**
 * Fear of dying (before surgery, in illness): the writer wants to live. Published, answered as
 * fear, with the lines offered gently. A wish to die is never read here: each pattern names the
 * fear or the "not" explicitly.
 */
export const FEAR_OF_DYING: Record<SafetyLanguage, string[]> = {
  en: [
    "(afraid|scared|frightened|terrified) of what (comes|happens) (after|next)",
    "(afraid|scared|terrified|frightened|worried|fear) (that )?(i'll|i will|i might|i may|i won't|i'm going to) (die|not wake up|not make it|not survive|wake up)",
    "(don't|do not) want to die",
    "(afraid|scared|terrified|frightened) of (dying|death|not waking up)",
    "fear of (dying|death)",
    "what if i (just |never )?(die|don't wake up|don't make it|never wake up)",
  ],
  'pt-BR': ["medo de (morrer|nao acordar|nao sobreviver)", "nao quero morrer", "e se eu (morrer|nao acordar)", "tenho medo da morte", "medo do que vem depois"],
  es: ["miedo (a|de) (morir|morirme|no despertar|no sobrevivir|la muerte)", "no (me )?quiero morir(me)?", "y si (me muero|no despierto)", "temo morir", "(me asusta|miedo (a|de)) lo que viene despues"],
  fr: ["peur de (mourir|ne pas me reveiller|ne pas survivre|la mort)", "je ne veux pas mourir", "et si je (meurs|ne me reveille pas)", "peur de ce qui (vient|se passe) apres"],
  'zh-CN': ["(怕|害怕|担心|恐惧)(自己)?(会)?(死|醒不过来|下不了手术台)", "不想死", "怕死", "(觉得|感觉|以为)(自己)?(快)?要死了[^。]{0,6}(害怕|好怕|恐惧)"],
  ko: ["죽을까 ?봐", "죽는 게 (무서|두려)", "죽고 싶지 않", "못 깨어날까", "죽음이 (무서|두려)"],
  ja: ["死ぬのが(怖|こわ)", "死にたくない", "目が覚めなかったら", "死ぬかもしれな", "死が(怖|こわ)", "死んだ(後|あと)のことが(怖|こわ)"],
  hi: ["मरने से (डर|डरता|डरती)", "मरना नहीं चाहत", "मौत (का|से) डर", "बाद में क्या होगा[^।]{0,20}डर"],
  ru: ["(страшно|боюсь) (умереть|умирать|не проснуться|не выжить|смерти)", "не хочу умирать", "а вдруг я (умру|не проснусь)", "боюсь того,? ?что будет (потом|после)", "(страшно|боюсь) (уснуть|заснуть) и не проснуться", "боюсь,? что (больше )?не увижу (внуков|детей|дочь|сына|семью|жену|мужа)", "боюсь не дожить"],
};
