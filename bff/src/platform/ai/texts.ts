import type { Language } from './language';
import type { ThemeOrGeneral } from './themes';

/**
 * The offline engine's words, per language. Guidance is assembled from: an opening, a paragraph
 * for the main theme (three variants each), a line for a second theme when there is one, a line
 * introducing the verse, and a closing. The variant of each part is chosen from a hash of the
 * item, so neighbouring answers on one theme do not read the same.
 *
 * Rules every line follows (editor's review, issue 18):
 * - never quote the person: the wall is public, and a quotation cut mid-thought can expose them;
 * - no promised outcomes: hope is phrased as prayer ("May He…", "We pray that…");
 * - no claim that someone is praying unless it is true ("others can pray" is; "our prayer team
 *   is praying" was not);
 * - gender-neutral forms wherever the language allows (pt-BR, es, fr, ru, hi);
 * - abuse: safety first, never advice to stay or reconcile, never the victim's fault;
 * - guilt: never assume the person is at fault.
 * `{{reference}}` and `{{second}}` are filled in by the engine.
 */
export interface GuidanceTexts {
  open: string[];
  theme: Record<ThemeOrGeneral, string[]>;
  /** Short noun phrase for a theme, used in the `second` line. */
  noun: Record<ThemeOrGeneral, string>;
  second: string;
  verse: string[];
  close: { post: string[]; prayer_request: string[] };
  /** The whole answer (before the verse line) to a text in crisis: short, warm, help available now. */
  crisis: string[];
  /** Added when a text touches suicide or dying without the writer being in danger. */
  gentle: string;
}

export const TEXTS: Record<Language, GuidanceTexts> = {
  en: {
    open: [
      'Thank you for trusting this community with what is on your heart.',
      'Thank you for putting this into words and sharing it here.',
      'What you have shared here matters, to God and to us.',
    ],
    theme: {
      grief: [
        'Grief is love with nowhere left to go, and the ache you feel honours the one you lost. God draws near to the brokenhearted; you do not have to be strong today.',
        'Losing someone you love leaves a space no words can fill. We pray that God comforts you on the hard days and in the small moments when you miss them most.',
        'There is no right way to grieve and no deadline for the pain to pass. May God surround you with His care and bring people close who can walk beside you.',
      ],
      worry: [
        'Anxious thoughts can make every tomorrow feel heavy. You are allowed to set this burden down, one worry at a time, before the One who cares for you.',
        'When your mind will not stop, even resting is hard. We pray that God quiets your thoughts and guards your heart with His peace.',
        'Not everything has to be solved today. May God give you rest tonight and strength for the next step.',
      ],
      fear: [
        'Fear is loud, but it does not get the last word. We pray that God goes before you and holds you up with His hand, even in what frightens you most.',
        'Being afraid is not a lack of faith; it is being human. May God be your refuge and give you courage for each moment.',
        'When fear tightens its grip, remembering that God is near can give your heart a place to rest. We pray His peace surrounds you right now.',
      ],
      loneliness: [
        'Feeling alone can be one of the deepest pains there is. Even when no one seems to notice, God sees you, knows your name and does not leave your side.',
        'Having no one close truly hurts. We pray that God brings people near who will see you and welcome you.',
        'You matter, even on the days when it feels like no one sees you. May God let you sense His presence and open the door to real friendship.',
      ],
      heartbreak: [
        'When someone you loved hurts or leaves you, the wound goes deep. God is close to the brokenhearted and binds up wounds that others cannot see.',
        'The end of a relationship can shake everything that felt solid. We pray that God heals your heart, in His time and at your pace.',
        'There is no rush to stop hurting. May God hold your wounded heart and give you lighter days ahead.',
      ],
      guilt: [
        'Carrying guilt is exhausting, and the fact that it weighs on you shows a tender heart. God’s mercy is bigger than anything we carry; you can bring all of it to Him, just as it is.',
        'We often blame ourselves even for what was never in our hands. May God bring clarity, peace and His forgiveness wherever it is needed.',
        'No one should have to carry this weight without help. We pray that God lightens your heart and shows you a way to peace.',
      ],
      sickness: [
        'Illness and pain can wear down body and spirit alike. We pray for healing, for wise doctors and for strength for each day of treatment and recovery.',
        'Illness is tiring in ways few people understand, for the one who is ill and for those at their side. May God give strength for each day and rest for each night.',
        'We pray for every test, every appointment and every hard night. May God’s peace be with you and with those who care for you.',
      ],
      direction: [
        'Not knowing which way to go is hard, especially when the decision matters. God gives wisdom to those who ask; may He light up the next step for you.',
        'Big decisions weigh heavily. We pray that God brings clarity to your thoughts and peace to your heart as you choose.',
        'You do not need to see the whole road right now. May God light the next step and give you calm to take it.',
      ],
      gratitude: [
        'What a joy to read this! Thank you for sharing the good God has done; your gratitude encourages everyone who is still waiting for an answer.',
        'What wonderful news! We praise God with you, and your story gives hope to many.',
        'We rejoice with you! Stories like this remind everyone that it is worth continuing to pray.',
      ],
      family: [
        'The people we love most carry our deepest hopes and worries. We bring your family before God and pray for His peace over each of them.',
        'When something weighs on a family, it weighs on the whole heart. May God give wisdom, patience and gentleness to everyone involved.',
        'We pray for the people you love. May God be near each one of them, and near you too.',
      ],
      work: [
        'Pressure over work and money touches every part of life. God knows what you need; may He provide and open the right doors.',
        'Worries about work and bills keep many people awake. We pray that God gives you provision, wisdom and peace while you wait.',
        'Your worth is not measured by a job or a salary. May God hold you steady in this season and show you new paths.',
      ],
      abuse: [
        'No one deserves to be hurt or made afraid, least of all at home, and abuse is never the fault of the person it is done to. If you or someone else is in danger now, call your local emergency number; domestic abuse helplines listen and help people plan how to stay safe, free and in confidence.',
        'It took courage to write this. Your safety matters more than anything right now: if you are in danger, call your emergency number, and know that specialist helplines offer free, confidential support whenever you are ready.',
        'What happened is the responsibility of the person who did it, never of the one who was hurt. If anyone is in danger now, call your local emergency number; free, confidential helplines are there to listen and to help.',
      ],
      general: [
        'Whatever you are walking through, you do not have to walk it alone. God is near and He listens, even where you cannot see a way yet.',
        'Sometimes there are no words for what we feel. May God meet you right where you are and give you peace for today.',
        'We bring all that you carry before God. May you sense His care today.',
      ],
    },
    noun: { grief: 'your loss', worry: 'your worries', fear: 'your fears', loneliness: 'your loneliness', heartbreak: 'your broken heart', guilt: 'what weighs on your conscience', sickness: 'your health', direction: 'the decision before you', gratitude: 'your thankfulness', family: 'your family', work: 'your work and finances', abuse: 'your safety', general: 'all you carry' },
    second: 'We are also holding {{second}} before God with you.',
    verse: ['Let {{reference}} speak to your heart.', 'Hold on to the promise of {{reference}}.', 'Take a quiet moment with {{reference}}.'],
    close: {
      post: ['You are not alone in this.', 'Anyone reading this can pray with you; you are not alone.', 'May God’s peace be with you today.'],
      prayer_request: ['Your request is on the wall, where others can pray for you.', 'May you sense today that you are not alone.', 'We pray you find rest and strength for today.'],
    },
    crisis: [
      'Thank you for telling us how heavy things are right now. You matter, and you do not have to carry this alone: free, confidential help is available right now, day or night, from people who want to listen. If you are in danger right now, please call your local emergency number.',
      'We are glad you reached out. What you are feeling is real, and you deserve support now: you can talk to someone today, free and in confidence, at any hour. If you are worried you might harm yourself, please call your emergency number now.',
      'You have been carrying so much. Please reach out to someone now: trained listeners are there free and in confidence, day and night, and they will not judge you. If you are in immediate danger, call your local emergency number.',
    ],
    gentle: 'If the weight ever becomes too much, free and confidential support lines are there for you, day or night.',
  },
  'pt-BR': {
    open: [
      'Agradecemos por confiar a esta comunidade o que está no seu coração.',
      'Que bom que você colocou isso em palavras e compartilhou aqui.',
      'O que você compartilhou aqui importa para Deus e para nós.',
    ],
    theme: {
      grief: [
        'O luto é o amor que ficou sem lugar para ir, e a dor que você sente honra quem você perdeu. Deus se aproxima de quem tem o coração quebrantado; hoje você não precisa dar conta de tudo.',
        'Perder alguém querido deixa um vazio que nenhuma palavra preenche. Pedimos que Deus seja o seu consolo nos dias difíceis e também nos pequenos momentos em que a saudade aperta.',
        'Não existe jeito certo de viver uma perda, nem prazo para a dor passar. Que Deus envolva você com o Seu cuidado e traga para perto pessoas que caminhem ao seu lado.',
      ],
      worry: [
        'A ansiedade pode fazer cada amanhã parecer pesado. Você pode entregar esse fardo, uma preocupação de cada vez, Àquele que cuida de você.',
        'Quando a mente não para, até descansar fica difícil. Pedimos que Deus acalme os seus pensamentos e guarde o seu coração com a Sua paz.',
        'Nem tudo precisa ser resolvido hoje. Que Deus dê a você descanso esta noite e força para o próximo passo.',
      ],
      fear: [
        'O medo fala alto, mas não tem a última palavra. Pedimos que Deus vá à sua frente e sustente você com a Sua mão, mesmo no que mais assusta.',
        'Sentir medo não é falta de fé; é ser humano. Que Deus seja o seu refúgio e dê a você coragem para cada momento.',
        'Quando o medo aperta, lembrar que Deus está perto pode dar ao coração um lugar de descanso. Oramos para que a paz Dele envolva você agora.',
      ],
      loneliness: [
        'A solidão é uma das dores mais profundas. Mesmo quando ninguém parece perceber, Deus vê você, conhece o seu nome e não se afasta.',
        'Não ter ninguém por perto dói de verdade. Pedimos que Deus traga para perto pessoas que enxerguem e acolham você.',
        'Você importa, mesmo nos dias em que parece invisível para todos. Que Deus faça você sentir a presença Dele e abra portas para amizades verdadeiras.',
      ],
      heartbreak: [
        'Quando alguém que você amou machuca ou vai embora, a ferida é funda. Deus está perto de quem tem o coração partido e cuida de feridas que os outros não veem.',
        'O fim de um relacionamento pode abalar tudo o que parecia firme. Pedimos que Deus cure o seu coração, no tempo Dele e no seu.',
        'Não há pressa para a dor passar. Que Deus segure o seu coração ferido e dê a você dias mais leves.',
      ],
      guilt: [
        'Carregar culpa é exaustivo, e o peso que você sente mostra um coração sensível. A misericórdia de Deus é maior do que tudo o que carregamos; você pode levar tudo a Ele, do jeito que está.',
        'Muitas vezes nos culpamos até pelo que não estava em nossas mãos. Que Deus traga clareza, paz e o Seu perdão onde ele for necessário.',
        'Ninguém precisa carregar esse peso sem ajuda. Pedimos que Deus alivie o seu coração e mostre um caminho de paz.',
      ],
      sickness: [
        'A doença e a dor desgastam o corpo e a alma. Pedimos a Deus cura, médicos sábios e força para cada dia de tratamento e recuperação.',
        'A doença cansa de um jeito que poucos entendem, tanto quem está doente quanto quem está ao lado. Que Deus dê força para cada dia e descanso para cada noite.',
        'Oramos por cada exame, cada consulta e cada noite difícil. Que a paz de Deus esteja com você e com quem cuida de você.',
      ],
      direction: [
        'Não saber que caminho seguir é difícil, ainda mais quando a decisão é importante. Deus dá sabedoria a quem pede; que Ele mostre a você o próximo passo.',
        'Decisões grandes pesam. Pedimos que Deus traga clareza aos seus pensamentos e paz ao seu coração na hora de escolher.',
        'Você não precisa enxergar o caminho inteiro agora. Que Deus ilumine o próximo passo e dê a você calma para dá-lo.',
      ],
      gratitude: [
        'Que alegria ler isso! Que bom que você compartilhou o bem que Deus fez; a sua gratidão encoraja quem ainda espera uma resposta.',
        'Que notícia boa! Louvamos a Deus com você, e o seu testemunho traz esperança a muita gente.',
        'Nós nos alegramos com você! Histórias assim lembram a todos que vale a pena continuar orando.',
      ],
      family: [
        'As pessoas que mais amamos carregam nossas maiores esperanças e preocupações. Apresentamos a sua família a Deus e pedimos a paz Dele para cada pessoa.',
        'Quando algo pesa na família, pesa no coração inteiro. Que Deus dê sabedoria, paciência e cuidado a cada pessoa envolvida.',
        'Oramos pelas pessoas que você ama. Que Deus esteja perto de cada uma delas e de você também.',
      ],
      work: [
        'A pressão com trabalho e dinheiro afeta toda a vida. Deus conhece as suas necessidades; que Ele proveja e abra as portas certas.',
        'Preocupações com trabalho e contas tiram o sono de muita gente. Pedimos que Deus dê a você provisão, sabedoria e paz enquanto espera.',
        'O seu valor não se mede pelo emprego nem pelo salário. Que Deus sustente você nesta fase e mostre novos caminhos.',
      ],
      abuse: [
        'Ninguém merece sofrer violência nem viver com medo, muito menos em casa, e a violência nunca é culpa de quem a sofre. Se você ou outra pessoa estiver em perigo agora, ligue para o número de emergência; os serviços de apoio a vítimas de violência doméstica escutam e ajudam a planejar a sua segurança, de graça e com sigilo.',
        'Foi preciso coragem para escrever isso. A sua segurança vem antes de tudo: se houver perigo agora, ligue para o número de emergência, e saiba que há serviços gratuitos e sigilosos prontos para ajudar quando você quiser.',
        'A responsabilidade pelo que aconteceu é de quem feriu, nunca de quem sofreu a violência. Se alguém estiver em perigo agora, ligue para o número de emergência; serviços de apoio gratuitos e sigilosos estão aí para ouvir e ajudar.',
      ],
      general: [
        'Seja o que for que você esteja atravessando, você não está só. Deus está perto e ouve, mesmo onde você ainda não consegue ver uma saída.',
        'Nem sempre há palavras para o que sentimos. Que Deus encontre você exatamente onde você está e dê a você paz para hoje.',
        'Apresentamos a Deus tudo o que você carrega. Que você sinta o cuidado Dele neste dia.',
      ],
    },
    noun: { grief: 'a sua perda', worry: 'as suas preocupações', fear: 'os seus medos', loneliness: 'a sua solidão', heartbreak: 'o seu coração ferido', guilt: 'o que pesa na sua consciência', sickness: 'a sua saúde', direction: 'a decisão diante de você', gratitude: 'a sua gratidão', family: 'a sua família', work: 'o seu trabalho e as suas finanças', abuse: 'a sua segurança', general: 'tudo o que você carrega' },
    second: 'Também apresentamos {{second}} a Deus com você.',
    verse: ['Que {{reference}} fale ao seu coração.', 'Guarde com você a promessa de {{reference}}.', 'Leia com calma {{reference}}.'],
    close: {
      post: ['Você não está só.', 'Quem ler isto pode orar com você; você não está só.', 'Que a paz de Deus esteja com você hoje.'],
      prayer_request: ['O seu pedido está no mural, onde outras pessoas podem orar por você.', 'Que você sinta hoje que não está só.', 'Oramos para que você encontre descanso e força para hoje.'],
    },
    crisis: [
      'Que bom que você contou como as coisas estão pesadas agora. Você importa e não precisa enfrentar isso sem apoio: há ajuda gratuita e sigilosa disponível agora mesmo, de dia ou de noite, com pessoas que querem ouvir você. Se você estiver em perigo agora, ligue para o número de emergência.',
      'Você fez bem em falar. O que você sente é real, e você merece apoio agora: dá para conversar com alguém hoje, de graça e em sigilo, a qualquer hora. Se você sentir que pode se machucar, ligue agora para o número de emergência.',
      'Você tem carregado muita coisa. Procure alguém agora: há pessoas preparadas para ouvir, de graça e em sigilo, dia e noite, sem julgamento. Se houver perigo imediato, ligue para o número de emergência.',
    ],
    gentle: 'Se o peso ficar grande demais, há linhas de apoio gratuitas e sigilosas à sua disposição, de dia ou de noite.',
  },
  es: {
    open: [
      'Gracias por confiar a esta comunidad lo que hay en tu corazón.',
      'Gracias por ponerlo en palabras y compartirlo aquí.',
      'Lo que compartiste aquí le importa a Dios y nos importa a nosotros.',
    ],
    theme: {
      grief: [
        'El duelo es amor que ya no tiene a dónde ir, y el dolor que sientes honra a quien perdiste. Dios está cerca de quienes tienen el corazón quebrantado; hoy no tienes que poder con todo.',
        'Perder a alguien querido deja un vacío que ninguna palabra llena. Pedimos a Dios que sea tu consuelo en los días difíciles y en esos pequeños momentos en que más se le extraña.',
        'No hay una forma correcta de vivir una pérdida ni un plazo para que deje de doler. Que Dios te rodee con Su cuidado y ponga cerca a personas que te acompañen.',
      ],
      worry: [
        'La ansiedad puede hacer que cada mañana pese. Puedes dejar esa carga, una preocupación a la vez, delante de Aquel que cuida de ti.',
        'Cuando la mente no se detiene, hasta descansar cuesta. Pedimos a Dios que calme tus pensamientos y guarde tu corazón con Su paz.',
        'No todo tiene que resolverse hoy. Que Dios te dé descanso esta noche y fuerzas para el próximo paso.',
      ],
      fear: [
        'El miedo habla fuerte, pero no tiene la última palabra. Pedimos a Dios que vaya delante de ti y te sostenga con Su mano, aun en lo que más te asusta.',
        'Sentir miedo no es falta de fe; es ser humano. Que Dios sea tu refugio y te dé valor para cada momento.',
        'Cuando el miedo aprieta, recordar que Dios está cerca puede darle al corazón un lugar de descanso. Oramos para que Su paz te envuelva ahora.',
      ],
      loneliness: [
        'La soledad es uno de los dolores más profundos. Aunque nadie parezca notarlo, Dios te ve, conoce tu nombre y no se aparta de tu lado.',
        'No tener a nadie cerca duele de verdad. Pedimos a Dios que ponga a tu lado a personas que te vean y te acojan.',
        'Importas, incluso en los días en que parece que nadie te ve. Que Dios te haga sentir Su presencia y abra la puerta a amistades verdaderas.',
      ],
      heartbreak: [
        'Cuando alguien a quien amaste te hiere o se va, la herida es profunda. Dios está cerca de quienes tienen el corazón roto y venda heridas que otros no ven.',
        'El final de una relación puede sacudir todo lo que parecía firme. Pedimos a Dios que sane tu corazón, a Su tiempo y al tuyo.',
        'No hay prisa para que deje de doler. Que Dios sostenga tu corazón herido y te regale días más ligeros.',
      ],
      guilt: [
        'Cargar con la culpa agota, y que te pese muestra un corazón sensible. La misericordia de Dios es más grande que todo lo que llevamos; puedes presentárselo todo tal como está.',
        'Muchas veces nos culpamos incluso por lo que no estaba en nuestras manos. Que Dios traiga claridad, paz y Su perdón allí donde haga falta.',
        'Nadie debería cargar ese peso sin ayuda. Pedimos a Dios que alivie tu corazón y te muestre un camino de paz.',
      ],
      sickness: [
        'La enfermedad y el dolor desgastan el cuerpo y el alma. Pedimos a Dios sanidad, médicos sabios y fuerzas para cada día de tratamiento y recuperación.',
        'La enfermedad cansa de una manera que pocos entienden, a quien la padece y a quien acompaña. Que Dios dé fuerzas para cada día y descanso para cada noche.',
        'Oramos por cada prueba, cada consulta y cada noche difícil. Que la paz de Dios esté contigo y con quienes te cuidan.',
      ],
      direction: [
        'No saber qué camino tomar es difícil, sobre todo cuando la decisión importa. Dios da sabiduría a quien se la pide; que Él te muestre el siguiente paso.',
        'Las decisiones grandes pesan. Pedimos a Dios que traiga claridad a tus pensamientos y paz a tu corazón al momento de elegir.',
        'No necesitas ver todo el camino ahora. Que Dios ilumine el próximo paso y te dé calma para darlo.',
      ],
      gratitude: [
        '¡Qué alegría leer esto! Gracias por compartir el bien que Dios ha hecho; tu gratitud anima a quienes todavía esperan una respuesta.',
        '¡Qué buena noticia! Alabamos a Dios contigo, y tu testimonio da esperanza a muchas personas.',
        '¡Nos alegramos contigo! Historias así nos recuerdan a todos que vale la pena seguir orando.',
      ],
      family: [
        'Las personas que más amamos llevan nuestras mayores esperanzas y preocupaciones. Presentamos a tu familia ante Dios y pedimos Su paz para cada persona.',
        'Cuando algo pesa en la familia, pesa en todo el corazón. Que Dios dé sabiduría, paciencia y cuidado a cada persona involucrada.',
        'Oramos por las personas que amas. Que Dios esté cerca de cada una de ellas, y de ti también.',
      ],
      work: [
        'La presión por el trabajo y el dinero toca cada parte de la vida. Dios conoce lo que necesitas; que Él provea y abra las puertas correctas.',
        'Las preocupaciones por el trabajo y las cuentas le quitan el sueño a mucha gente. Pedimos a Dios provisión, sabiduría y paz para ti mientras esperas.',
        'Tu valor no se mide por un empleo ni por un sueldo. Que Dios te sostenga en esta etapa y te muestre nuevos caminos.',
      ],
      abuse: [
        'Nadie merece que le hagan daño ni vivir con miedo, y menos en casa; el maltrato nunca es culpa de quien lo sufre. Si tú u otra persona están en peligro ahora, llama al número de emergencias; las líneas de ayuda contra la violencia doméstica escuchan y ayudan a planear cómo estar a salvo, de forma gratuita y confidencial.',
        'Hizo falta valor para escribir esto. Tu seguridad es lo primero: si hay peligro ahora, llama al número de emergencias, y recuerda que hay servicios gratuitos y confidenciales listos para ayudarte cuando lo decidas.',
        'La responsabilidad de lo ocurrido es de quien hizo el daño, nunca de quien lo sufrió. Si alguien está en peligro ahora, llama al número de emergencias; hay líneas de ayuda gratuitas y confidenciales para escuchar y ayudar.',
      ],
      general: [
        'Sea lo que sea que estés atravesando, no tienes que atravesarlo sin compañía. Dios está cerca y escucha, incluso donde todavía no ves una salida.',
        'No siempre hay palabras para lo que sentimos. Que Dios te encuentre justo donde estás y te dé paz para hoy.',
        'Presentamos ante Dios todo lo que llevas. Que sientas Su cuidado en este día.',
      ],
    },
    noun: { grief: 'tu pérdida', worry: 'tus preocupaciones', fear: 'tus miedos', loneliness: 'tu soledad', heartbreak: 'tu corazón herido', guilt: 'lo que pesa en tu conciencia', sickness: 'tu salud', direction: 'la decisión que tienes delante', gratitude: 'tu gratitud', family: 'tu familia', work: 'tu trabajo y tus finanzas', abuse: 'tu seguridad', general: 'todo lo que llevas' },
    second: 'También presentamos {{second}} ante Dios contigo.',
    verse: ['Que {{reference}} te hable al corazón.', 'Aférrate a la promesa de {{reference}}.', 'Lee con calma {{reference}}.'],
    close: {
      post: ['Esta comunidad te acompaña.', 'Quien lea esto puede orar contigo.', 'Que la paz de Dios te acompañe hoy.'],
      prayer_request: ['Tu petición está en el muro, donde otras personas pueden orar por ti.', 'Que hoy sientas la compañía de Dios.', 'Oramos para que encuentres descanso y fuerzas para hoy.'],
    },
    crisis: [
      'Gracias por contarnos lo pesado que está todo ahora. Importas, y no tienes que enfrentar esto sin apoyo: hay ayuda gratuita y confidencial disponible ahora mismo, de día o de noche, con personas que quieren escucharte. Si estás en peligro ahora, llama al número de emergencias.',
      'Hiciste bien en decirlo. Lo que sientes es real y mereces apoyo ahora: puedes hablar hoy con alguien, gratis y en confidencia, a cualquier hora. Si sientes que podrías hacerte daño, llama ahora al número de emergencias.',
      'Has estado cargando con mucho. Busca a alguien ahora: hay personas preparadas para escucharte, gratis y en confidencia, día y noche, sin juzgarte. Si hay un peligro inmediato, llama al número de emergencias.',
    ],
    gentle: 'Si en algún momento el peso se vuelve demasiado, hay líneas de apoyo gratuitas y confidenciales para ti, de día o de noche.',
  },
  fr: {
    open: [
      'Merci de confier à cette communauté ce que vous avez sur le cœur.',
      'Merci d’avoir mis des mots sur ce que vous vivez et de l’avoir partagé ici.',
      'Ce que vous avez partagé ici compte, pour Dieu comme pour nous.',
    ],
    theme: {
      grief: [
        'Le deuil, c’est l’amour qui n’a plus où aller, et la douleur que vous ressentez honore la personne disparue. Dieu est proche de ceux qui ont le cœur brisé ; aujourd’hui, vous n’avez rien à prouver.',
        'Perdre un être cher laisse un vide qu’aucun mot ne comble. Nous prions pour que Dieu soit votre consolation dans les jours difficiles comme dans les petits moments où le manque se fait sentir.',
        'Il n’y a pas de bonne façon de vivre une perte, ni de délai pour que la douleur passe. Que Dieu vous entoure de Sa tendresse et place près de vous des personnes pour vous accompagner.',
      ],
      worry: [
        'L’angoisse peut rendre chaque lendemain lourd. Vous pouvez déposer ce fardeau, un souci après l’autre, devant Celui qui prend soin de vous.',
        'Quand les pensées tournent sans cesse, même le repos devient difficile. Nous prions pour que Dieu apaise votre esprit et garde votre cœur dans Sa paix.',
        'Tout n’a pas à être réglé aujourd’hui. Que Dieu vous donne du repos cette nuit et de la force pour le prochain pas.',
      ],
      fear: [
        'La peur parle fort, mais elle n’a pas le dernier mot. Nous prions pour que Dieu marche devant vous et vous soutienne de Sa main, même dans ce qui vous effraie le plus.',
        'Avoir peur n’est pas un manque de foi ; c’est être humain. Que Dieu soit votre refuge et vous donne du courage pour chaque instant.',
        'Quand la peur serre le cœur, se rappeler que Dieu est proche peut offrir un lieu de repos. Nous prions pour que Sa paix vous enveloppe maintenant.',
      ],
      loneliness: [
        'La solitude est l’une des douleurs les plus profondes. Même quand personne ne semble le remarquer, Dieu vous voit, connaît votre nom et reste à vos côtés.',
        'N’avoir personne près de soi fait vraiment mal. Nous prions pour que Dieu place près de vous des personnes qui vous voient et vous accueillent.',
        'Vous comptez, même les jours où personne ne semble vous voir. Que Dieu vous fasse sentir Sa présence et ouvre la porte à de vraies amitiés.',
      ],
      heartbreak: [
        'Quand quelqu’un que vous aimiez vous blesse ou s’en va, la blessure est profonde. Dieu est près de ceux qui ont le cœur brisé et panse les plaies que les autres ne voient pas.',
        'La fin d’une relation peut ébranler tout ce qui semblait solide. Nous prions pour que Dieu guérisse votre cœur, à Son rythme et au vôtre.',
        'Rien ne presse pour que la douleur passe. Que Dieu prenne soin de votre cœur blessé et vous donne des jours plus légers.',
      ],
      guilt: [
        'Porter la culpabilité épuise, et ce poids montre un cœur sensible. La miséricorde de Dieu est plus grande que tout ce que nous portons ; vous pouvez tout Lui confier, tel quel.',
        'Nous nous accusons souvent même de ce qui ne dépendait pas de nous. Que Dieu apporte clarté, paix et Son pardon là où il est nécessaire.',
        'Personne ne devrait porter ce poids sans aide. Nous prions pour que Dieu allège votre cœur et vous montre un chemin de paix.',
      ],
      sickness: [
        'La maladie et la douleur usent le corps comme l’esprit. Nous prions Dieu pour la guérison, pour des médecins avisés et pour la force de chaque jour de traitement.',
        'La maladie fatigue d’une manière que peu de gens comprennent, pour la personne malade comme pour ses proches. Que Dieu donne la force de chaque jour et le repos de chaque nuit.',
        'Nous prions pour chaque examen, chaque rendez-vous et chaque nuit difficile. Que la paix de Dieu soit avec vous et avec les personnes qui prennent soin de vous.',
      ],
      direction: [
        'Ne pas savoir quel chemin prendre est difficile, surtout quand la décision compte. Dieu donne la sagesse à qui la demande ; qu’Il éclaire pour vous le prochain pas.',
        'Les grandes décisions pèsent lourd. Nous prions pour que Dieu apporte de la clarté à vos pensées et de la paix à votre cœur au moment de choisir.',
        'Vous n’avez pas besoin de voir tout le chemin maintenant. Que Dieu éclaire le prochain pas et vous donne le calme pour le faire.',
      ],
      gratitude: [
        'Quelle joie de lire cela ! Merci de partager le bien que Dieu a fait ; votre reconnaissance encourage toutes les personnes qui attendent encore une réponse.',
        'Quelle belle nouvelle ! Nous louons Dieu avec vous, et votre témoignage donne de l’espoir à beaucoup.',
        'Nous nous réjouissons avec vous ! De tels récits rappellent à chacun qu’il vaut la peine de continuer à prier.',
      ],
      family: [
        'Ceux que nous aimons le plus portent nos plus grands espoirs et nos plus grandes inquiétudes. Nous présentons votre famille à Dieu et prions pour Sa paix sur chacun.',
        'Quand quelque chose pèse sur la famille, c’est tout le cœur qui est lourd. Que Dieu donne sagesse, patience et douceur à chaque personne concernée.',
        'Nous prions pour vos proches. Que Dieu soit près de chacun d’eux, et de vous aussi.',
      ],
      work: [
        'La pression du travail et de l’argent touche toute la vie. Dieu connaît vos besoins ; qu’Il pourvoie et ouvre les bonnes portes.',
        'Les soucis de travail et de factures empêchent beaucoup de gens de dormir. Nous prions pour que Dieu vous accorde le nécessaire, la sagesse et la paix pendant l’attente.',
        'Votre valeur ne se mesure ni à un emploi ni à un salaire. Que Dieu vous soutienne dans cette période et vous montre de nouveaux chemins.',
      ],
      abuse: [
        'Nul ne devrait subir de violence ni vivre dans la peur, encore moins chez soi, et la violence n’est jamais la faute de la personne qui la subit. Si vous ou quelqu’un d’autre êtes en danger maintenant, appelez le numéro d’urgence ; les lignes d’écoute contre les violences conjugales écoutent et aident à préparer une mise en sécurité, gratuitement et en toute confidentialité.',
        'Il a fallu du courage pour écrire cela. Votre sécurité passe avant tout : en cas de danger, appelez le numéro d’urgence, et sachez que des services gratuits et confidentiels sont prêts à vous aider quand vous le souhaiterez.',
        'La responsabilité de ce qui s’est passé appartient à la personne qui a fait du mal, jamais à celle qui l’a subi. Si quelqu’un est en danger maintenant, appelez le numéro d’urgence ; des lignes d’écoute gratuites et confidentielles sont là pour écouter et aider.',
      ],
      general: [
        'Quoi que vous traversiez, vous n’avez pas à le traverser sans soutien. Dieu est proche et Il écoute, même là où vous ne voyez pas encore d’issue.',
        'Il n’y a pas toujours de mots pour ce que l’on ressent. Que Dieu vous rejoigne là où vous êtes et vous donne la paix pour aujourd’hui.',
        'Nous présentons à Dieu tout ce que vous portez. Puissiez-vous sentir Sa présence aujourd’hui.',
      ],
    },
    noun: { grief: 'votre perte', worry: 'vos soucis', fear: 'vos peurs', loneliness: 'votre solitude', heartbreak: 'votre cœur blessé', guilt: 'ce qui pèse sur votre conscience', sickness: 'votre santé', direction: 'la décision qui vous attend', gratitude: 'votre reconnaissance', family: 'votre famille', work: 'votre travail et vos finances', abuse: 'votre sécurité', general: 'tout ce que vous portez' },
    second: 'Nous présentons aussi {{second}} à Dieu avec vous.',
    verse: ['Que {{reference}} vous parle au cœur.', 'Gardez près de vous la promesse de {{reference}}.', 'Prenez le temps de lire {{reference}}.'],
    close: {
      post: ['Cette communauté est à vos côtés.', 'Chaque personne qui lit ceci peut prier avec vous.', 'Que la paix de Dieu vous accompagne aujourd’hui.'],
      prayer_request: ['Votre demande de prière est sur le mur, où d’autres peuvent prier pour vous.', 'Puissiez-vous sentir aujourd’hui que Dieu est à vos côtés.', 'Nous prions pour que vous trouviez repos et force pour aujourd’hui.'],
    },
    crisis: [
      'Merci de nous dire à quel point tout est lourd en ce moment. Vous comptez, et vous n’avez pas à affronter cela sans soutien : une aide gratuite et confidentielle est disponible dès maintenant, jour et nuit, auprès de personnes prêtes à vous écouter. Si vous êtes en danger maintenant, appelez le numéro d’urgence.',
      'Vous avez bien fait d’en parler. Ce que vous ressentez est réel, et vous méritez du soutien dès maintenant : vous pouvez parler à quelqu’un aujourd’hui, gratuitement et en toute confidentialité, à toute heure. Si vous craignez de passer à l’acte, appelez tout de suite le numéro d’urgence.',
      'Vous portez beaucoup. Tournez-vous vers quelqu’un maintenant : des écoutants formés sont là, gratuitement et en toute confidentialité, jour et nuit, sans jugement. En cas de danger immédiat, appelez le numéro d’urgence.',
    ],
    gentle: 'Si le poids devient un jour trop lourd, des lignes d’écoute gratuites et confidentielles sont là pour vous, jour et nuit.',
  },
  'zh-CN': {
    open: ['谢谢你把心里的话告诉这个社区。', '谢谢你把这些写下来，和大家分享。', '你在这里分享的，对神、对我们都很重要。'],
    theme: {
      grief: [
        '哀伤是无处安放的爱，你的心痛正是对逝去之人的怀念。神靠近伤心的人；今天你不必勉强自己坚强。',
        '失去所爱的人，会留下任何话语都填不满的空缺。我们求神在艰难的日子里，也在每一个想念涌上心头的时刻安慰你。',
        '面对失去，没有标准的方式，也没有伤痛必须结束的期限。愿神用祂的爱环绕你，也让愿意陪伴你的人来到你身边。',
      ],
      worry: [
        '焦虑会让每个明天都显得沉重。你可以把这份重担，一件一件地交托给那位顾念你的神。',
        '当思绪停不下来，连休息都变得困难。我们求神平静你的心思，用祂的平安保守你的心。',
        '不是所有事都要今天解决。愿神让你今晚得到安息，也赐你走下一步的力量。',
      ],
      fear: [
        '恐惧的声音很大，但它没有最后的决定权。我们求神走在你前面，用祂的手扶持你，即使在你最害怕的事上。',
        '害怕不是缺少信心，而是人之常情。愿神成为你的避难所，在每一刻赐你勇气。',
        '当恐惧压在心头，想起神就在身边，可以让心有个歇息的地方。我们祷告，愿祂的平安此刻环绕你。',
      ],
      loneliness: [
        '孤单是最深的痛苦之一。即使似乎没有人注意，神也看见你，知道你的名字，不离开你。',
        '身边没有人陪伴的感觉真的很痛。我们求神把能看见你、接纳你的人带到你身边。',
        '即使在好像没人看见你的日子里，你也很重要。愿神让你感受到祂的同在，也为你打开真诚友谊的门。',
      ],
      heartbreak: [
        '当你爱的人伤害你或离开你，伤口会很深。神靠近心碎的人，医治别人看不见的伤痛。',
        '一段关系的结束，可能动摇原本以为稳固的一切。我们求神按着祂的时间，也按着你的步调，医治你的心。',
        '不必急着让自己不再难过。愿神托住你受伤的心，赐你渐渐轻松的日子。',
      ],
      guilt: [
        '背负愧疚令人疲惫，而你感到沉重，说明你有一颗柔软的心。神的怜悯比我们背负的一切都大；你可以把这一切原原本本地带到祂面前。',
        '我们常常连不在自己掌控中的事也怪罪自己。愿神带来清晰和平安，并在需要的地方赐下祂的赦免。',
        '没有人应该独自背负这样的重担。我们求神减轻你心里的重压，为你指明平安的路。',
      ],
      sickness: [
        '疾病和疼痛会消耗身体和心灵。我们为你祈求医治、有智慧的医生，以及治疗和康复中每一天的力量。',
        '疾病带来的疲惫，很少有人真正明白，无论是生病的人，还是陪在身边的人。愿神赐下每一天的力量和每一夜的安息。',
        '我们为每一次检查、每一次看诊、每一个难熬的夜晚祷告。愿神的平安与你同在，也与照顾你的人同在。',
      ],
      direction: [
        '不知道该走哪条路很难，尤其当这个决定很重要。神厚赐智慧给求问的人；愿祂为你照亮下一步。',
        '重大的决定让人感到沉重。我们求神在你做选择时，让你的思路清晰，心里平安。',
        '你不需要现在就看清整条路。愿神照亮下一步，也赐你踏出这一步的平静。',
      ],
      gratitude: [
        '读到这里真让人欢喜！谢谢你分享神所行的美事；你的感恩鼓励了仍在等待回应的人。',
        '真是好消息！我们和你一起赞美神，你的见证给许多人带来盼望。',
        '我们和你一起欢喜！这样的故事提醒每个人，继续祷告是值得的。',
      ],
      family: [
        '我们最爱的人承载着我们最深的盼望和牵挂。我们把你的家人带到神面前，为每一个人求祂的平安。',
        '家里有事压在心上，整颗心都会沉重。愿神赐给每一位相关的人智慧、耐心和温柔。',
        '我们为你所爱的人祷告。愿神亲近他们每一个人，也亲近你。',
      ],
      work: [
        '工作和经济的压力会影响生活的方方面面。神知道你的需要；愿祂供应你，为你打开合适的门。',
        '工作和账单的忧虑让很多人难以入眠。我们求神在你等待的时候赐你供应、智慧和平安。',
        '你的价值不由一份工作或一份薪水决定。愿神在这个阶段扶持你，为你开出新的道路。',
      ],
      abuse: [
        '没有人应该受到伤害或活在恐惧中，在家里更是如此；暴力从来不是受害者的错。如果你或其他人现在有危险，请拨打当地的紧急电话；反家暴求助热线可以倾听你，帮你规划如何保护自己，免费且保密。',
        '写下这些需要很大的勇气。你的安全最重要：如果现在有危险，请拨打紧急电话；只要你准备好，免费、保密的专业援助随时可以帮助你。',
        '发生的事，责任在伤害人的人，从来不在受伤害的人。如果有人现在有危险，请拨打紧急电话；免费、保密的求助热线会倾听并提供帮助。',
      ],
      general: [
        '无论你正在经历什么，你都不必独自面对。神就在身边，祂垂听，即使在你还看不见出路的地方。',
        '有时我们找不到言语来表达感受。愿神在你所在的地方与你相遇，赐你今天的平安。',
        '我们把你所背负的一切带到神面前。愿你今天感受到祂的看顾。',
      ],
    },
    noun: { grief: '你的失去', worry: '你的忧虑', fear: '你的恐惧', loneliness: '你的孤单', heartbreak: '你受伤的心', guilt: '压在你心上的事', sickness: '你的健康', direction: '你面前的抉择', gratitude: '你的感恩', family: '你的家人', work: '你的工作和经济', abuse: '你的安全', general: '你所背负的一切' },
    second: '我们也和你一起把{{second}}带到神面前。',
    verse: ['愿{{reference}}对你的心说话。', '请记住{{reference}}的应许。', '可以静静地读一读{{reference}}。'],
    close: {
      post: ['你并不孤单。', '读到这里的人都可以和你一起祷告。', '愿神的平安今天与你同在。'],
      prayer_request: ['你的代祷请求已经在留言墙上，其他人可以为你祷告。', '愿你今天感受到自己并不孤单。', '我们祷告，愿你今天得着安息和力量。'],
    },
    crisis: [
      '谢谢你告诉我们现在有多沉重。你很重要，你不必独自面对：现在就有免费、保密的帮助，无论白天黑夜，都有人愿意倾听你。如果你现在有危险，请拨打当地的紧急电话。',
      '你说出来是对的。你的感受是真实的，你现在就值得被支持：今天就可以找人聊聊，免费、保密，随时都可以。如果你担心自己会伤害自己，请马上拨打紧急电话。',
      '你一直背负着很多。现在就去找人谈谈吧：受过训练的倾听者免费、保密、日夜都在，不会评判你。如果有紧急危险，请拨打当地的紧急电话。',
    ],
    gentle: '如果有一天重担让你喘不过气，免费、保密的支持热线日夜都在，随时可以联系。',
  },
  ko: {
    open: ['마음속 이야기를 이 공동체에 나눠 주셔서 고마워요.', '이 마음을 글로 적어 여기에 나눠 주셔서 고마워요.', '여기에 나눠 주신 이야기는 하나님께도, 우리에게도 소중해요.'],
    theme: {
      grief: [
        '슬픔은 갈 곳을 잃은 사랑이고, 지금의 아픔은 떠나보낸 분을 향한 사랑의 증거예요. 하나님은 마음이 상한 사람 가까이 계세요. 오늘은 강하지 않아도 괜찮아요.',
        '사랑하는 사람을 잃으면 어떤 말로도 채울 수 없는 빈자리가 남아요. 힘든 날에도, 그리움이 밀려오는 순간에도 하나님이 위로가 되어 주시기를 기도해요.',
        '상실을 겪는 데에는 정해진 방식도, 아픔이 끝나야 하는 기한도 없어요. 하나님이 사랑으로 감싸 주시고, 곁에서 함께 걸어 줄 사람들을 보내 주시기를 기도해요.',
      ],
      worry: [
        '불안은 모든 내일을 무겁게 만들 수 있어요. 우리를 돌보시는 분 앞에 그 짐을 하나씩 내려놓아도 괜찮아요.',
        '생각이 멈추지 않으면 쉬는 것조차 힘들어요. 하나님이 복잡한 생각을 잠잠하게 하시고 평안으로 마음을 지켜 주시기를 기도해요.',
        '모든 걸 오늘 다 해결하지 않아도 돼요. 오늘 밤에는 쉼을, 다음 걸음에는 힘을 하나님이 주시기를 기도해요.',
      ],
      fear: [
        '두려움의 목소리는 크지만 마지막 말을 하지는 못해요. 하나님이 앞서 가시고, 가장 두려운 순간에도 그 손으로 붙들어 주시기를 기도해요.',
        '두려움을 느끼는 건 믿음이 없어서가 아니라 사람이기 때문이에요. 하나님이 피난처가 되어 주시고 매 순간 용기를 주시기를 기도해요.',
        '두려움이 마음을 조여 올 때, 하나님이 가까이 계심을 기억하면 마음이 쉴 곳이 생겨요. 지금 그분의 평안이 감싸 주기를 기도해요.',
      ],
      loneliness: [
        '외로움은 가장 깊은 아픔 중 하나예요. 아무도 알아주지 않는 것 같아도 하나님은 지켜보고 계시고, 이름을 아시며, 곁을 떠나지 않으세요.',
        '곁에 아무도 없다고 느끼는 건 정말 아픈 일이에요. 알아봐 주고 따뜻하게 맞아 줄 사람들을 하나님이 곁에 보내 주시기를 기도해요.',
        '아무도 보지 않는 것 같은 날에도 소중한 사람이에요. 하나님이 함께하심을 느끼게 하시고 진실한 우정의 문을 열어 주시기를 기도해요.',
      ],
      heartbreak: [
        '사랑했던 사람이 상처를 주거나 떠나면 그 상처는 깊어요. 하나님은 마음이 상한 사람 가까이 계시며, 다른 사람이 보지 못하는 상처를 싸매 주세요.',
        '관계가 끝나면 단단해 보이던 모든 것이 흔들릴 수 있어요. 하나님의 때에, 그리고 자신의 속도에 맞춰 마음이 회복되기를 기도해요.',
        '아픔이 빨리 사라지지 않아도 괜찮아요. 하나님이 상처 입은 마음을 붙들어 주시고 조금씩 가벼운 날들을 주시기를 기도해요.',
      ],
      guilt: [
        '죄책감을 짊어지는 건 지치는 일이에요. 그 무게를 느낀다는 건 여린 마음의 표시이기도 해요. 하나님의 긍휼은 우리가 짊어진 그 무엇보다 크세요. 있는 그대로 모두 그분께 가져가도 괜찮아요.',
        '우리는 종종 우리 손에 달려 있지 않았던 일까지 스스로를 탓해요. 하나님이 마음을 정리해 주시고 평안을, 그리고 필요한 곳에 용서를 주시기를 기도해요.',
        '그 무게를 혼자 짊어질 필요는 없어요. 하나님이 마음을 가볍게 하시고 평안의 길을 보여 주시기를 기도해요.',
      ],
      sickness: [
        '질병과 통증은 몸과 마음을 모두 지치게 해요. 치유와 지혜로운 의료진, 그리고 치료와 회복의 하루하루를 위한 힘을 하나님께 구해요.',
        '병과 싸우는 피로는 아픈 사람도, 곁을 지키는 사람도 겪어 본 사람만 알아요. 하나님이 하루하루 힘을 주시고 밤마다 쉼을 주시기를 기도해요.',
        '검사 하나하나, 진료 하나하나, 힘든 밤 하나하나를 위해 기도해요. 하나님의 평안이 함께하고, 곁에서 돌보는 분들과도 함께하기를 바라요.',
      ],
      direction: [
        '어느 길로 가야 할지 모르는 건 힘든 일이에요. 중요한 결정일수록 더 그렇죠. 하나님은 구하는 사람에게 지혜를 주세요. 그분이 다음 걸음을 비춰 주시기를 기도해요.',
        '큰 결정은 무겁게 느껴져요. 선택의 순간에 하나님이 생각을 맑게 하시고 마음에 평안을 주시기를 기도해요.',
        '지금 길 전체가 보이지 않아도 괜찮아요. 하나님이 다음 한 걸음을 비추시고, 그 걸음을 내디딜 평온함을 주시기를 기도해요.',
      ],
      gratitude: [
        '이 글을 읽으니 참 기뻐요! 하나님이 행하신 좋은 일을 나눠 주셔서 고마워요. 이 감사가 아직 응답을 기다리는 사람들에게 힘이 돼요.',
        '정말 좋은 소식이에요! 함께 하나님을 찬양해요. 이 간증이 많은 사람에게 소망이 돼요.',
        '함께 기뻐해요! 이런 이야기는 계속 기도할 가치가 있다는 걸 모두에게 일깨워 줘요.',
      ],
      family: [
        '가장 사랑하는 사람들에게는 우리의 가장 큰 소망과 걱정이 담겨 있어요. 가족을 하나님께 올려 드리며, 한 사람 한 사람에게 평안이 있기를 기도해요.',
        '가족 안에 무거운 일이 있으면 마음 전체가 무거워요. 관련된 모든 사람에게 하나님이 지혜와 인내와 따뜻함을 주시기를 기도해요.',
        '사랑하는 사람들을 위해 기도해요. 하나님이 그 한 사람 한 사람 곁에, 그리고 이 글을 쓴 분 곁에도 계시기를 바라요.',
      ],
      work: [
        '일과 돈에 대한 압박은 삶 전체에 영향을 줘요. 하나님은 필요한 것을 아세요. 그분이 채워 주시고 맞는 문을 열어 주시기를 기도해요.',
        '일과 각종 청구서 걱정으로 잠 못 이루는 사람이 많아요. 기다리는 동안 하나님이 필요한 것과 지혜와 평안을 주시기를 기도해요.',
        '사람의 가치는 직장이나 월급으로 정해지지 않아요. 하나님이 이 시기를 붙들어 주시고 새로운 길을 보여 주시기를 기도해요.',
      ],
      abuse: [
        '누구도 다치거나 두려움 속에 살아서는 안 돼요. 집에서라면 더욱 그래요. 폭력은 결코 당한 사람의 잘못이 아니에요. 지금 본인이나 다른 누군가가 위험하다면 바로 긴급 전화번호로 연락하세요. 가정폭력 상담 전화는 무료로, 비밀을 지키며 이야기를 듣고 안전 계획을 함께 세워 줘요.',
        '이 이야기를 쓰기까지 큰 용기가 필요했을 거예요. 지금은 안전이 가장 중요해요. 위험하다면 긴급 전화번호로 연락하세요. 준비가 되면 언제든 무료이고 비밀이 보장되는 전문 상담을 받을 수 있어요.',
        '일어난 일의 책임은 상처를 준 사람에게 있지, 상처받은 사람에게 있지 않아요. 지금 누군가 위험하다면 긴급 전화번호로 연락하세요. 무료이고 비밀이 보장되는 상담 전화가 이야기를 듣고 도와줄 거예요.',
      ],
      general: [
        '지금 무엇을 지나고 있든 혼자 감당하지 않아도 돼요. 하나님은 가까이 계시고, 아직 길이 보이지 않는 곳에서도 들으세요.',
        '느끼는 것을 말로 다 표현할 수 없을 때도 있어요. 하나님이 지금 있는 그 자리에서 만나 주시고 오늘의 평안을 주시기를 기도해요.',
        '짊어진 모든 것을 하나님께 올려 드려요. 오늘 그분의 돌보심을 느끼기를 바라요.',
      ],
    },
    noun: { grief: '상실의 아픔', worry: '걱정', fear: '두려움', loneliness: '외로움', heartbreak: '상처 입은 마음', guilt: '마음을 누르는 일', sickness: '건강', direction: '앞에 놓인 결정', gratitude: '감사', family: '가족', work: '일과 재정', abuse: '안전', general: '짊어진 모든 것' },
    second: '{{second}}도 함께 하나님께 올려 드려요.',
    verse: ['{{reference}} 말씀이 위로가 되기를 바라요.', '{{reference}}의 약속을 붙드세요.', '{{reference}} 말씀을 천천히 읽어 보세요.'],
    close: {
      post: ['혼자가 아니에요.', '이 글을 읽는 누구나 함께 기도할 수 있어요.', '오늘 하나님의 평안이 함께하기를 바라요.'],
      prayer_request: ['기도 제목이 게시판에 올라가 있어서 다른 사람들도 함께 기도할 수 있어요.', '오늘 혼자가 아니라는 걸 느끼시기를 바라요.', '오늘 쉼과 힘을 얻으시기를 기도해요.'],
    },
    crisis: [
      '지금 얼마나 힘든지 말해 주셔서 고마워요. 당신은 소중하고, 이 일을 혼자 견디지 않아도 돼요. 지금 바로 무료로, 비밀이 보장되는 도움을 밤낮 언제든 받을 수 있어요. 당신의 이야기를 들어 줄 사람들이 있어요. 지금 위험하다면 긴급 전화번호로 연락하세요.',
      '말해 준 건 정말 잘한 일이에요. 지금 느끼는 감정은 진짜이고, 당신은 지금 도움을 받아도 돼요. 오늘, 언제든 무료로 비밀을 지키며 누군가와 이야기할 수 있어요. 스스로를 해칠까 걱정된다면 지금 바로 긴급 전화번호로 연락하세요.',
      '그동안 너무 많은 것을 짊어져 왔어요. 지금 누군가에게 연락해 보세요. 훈련받은 상담사가 무료로, 비밀을 지키며, 밤낮으로 판단 없이 들어 줘요. 당장 위험하다면 긴급 전화번호로 연락하세요.',
    ],
    gentle: '혹시 그 무게가 너무 버거워지면, 무료이고 비밀이 보장되는 상담 전화가 밤낮으로 열려 있어요.',
  },
  ja: {
    open: [
      '心にあることをこのコミュニティに打ち明けてくださり、ありがとうございます。',
      'この思いを言葉にして、ここで分かち合ってくださってありがとうございます。',
      'ここに分かち合ってくださったことは、神さまにとっても私たちにとっても大切です。',
    ],
    theme: {
      grief: [
        '悲しみは行き場を失った愛であり、その痛みは亡くした方への愛のしるしです。神さまは心の砕かれた人のそばにいてくださいます。今日は強くなくても大丈夫です。',
        '大切な人を失うと、どんな言葉でも埋められない空白が残ります。つらい日にも、恋しさがこみ上げる瞬間にも、神さまが慰めとなってくださるよう祈ります。',
        '喪失の受けとめ方に正解はなく、痛みが終わるべき期限もありません。神さまがあなたを愛で包み、寄り添ってくれる人をそばに送ってくださるよう祈ります。',
      ],
      worry: [
        '不安は、明日という日を重く感じさせます。あなたを顧みてくださる方の前に、その重荷を一つずつ下ろしてよいのです。',
        '考えが止まらないと、休むことさえ難しくなります。神さまがあなたの思いを静め、平安で心を守ってくださるよう祈ります。',
        '何もかも今日解決しなくていいのです。今夜は休息を、次の一歩には力を、神さまが与えてくださるよう祈ります。',
      ],
      fear: [
        '恐れの声は大きくても、最後の言葉を持つのは恐れではありません。神さまがあなたの前を歩み、最も怖いときにもその御手で支えてくださるよう祈ります。',
        '怖いと感じるのは信仰が足りないからではなく、人間だからです。神さまがあなたの避け所となり、一瞬一瞬に勇気を与えてくださるよう祈ります。',
        '恐れに押しつぶされそうなとき、神さまが近くにおられると思い出すことが、心の休み場になります。今、その平安があなたを包むよう祈ります。',
      ],
      loneliness: [
        '孤独は最も深い痛みの一つです。誰も気づいていないように思えても、神さまはあなたを見ていて、あなたの名前を知り、そばを離れません。',
        'そばに誰もいないと感じるのは、本当につらいことです。あなたを見つけ、温かく迎えてくれる人たちを、神さまが送ってくださるよう祈ります。',
        '誰にも見えていないように思える日でも、あなたは大切な存在です。神さまがそのご臨在を感じさせ、本当の友情への扉を開いてくださるよう祈ります。',
      ],
      heartbreak: [
        '愛した人に傷つけられたり去られたりすると、その傷は深く残ります。神さまは心の傷ついた人のそばにいて、他の人には見えない傷を包んでくださいます。',
        '関係の終わりは、確かだと思っていたものすべてを揺さぶることがあります。神さまの時に、そしてあなたのペースで、心が癒やされていくよう祈ります。',
        '痛みが早く消えなくても大丈夫です。神さまが傷ついた心を支え、少しずつ軽やかな日々を与えてくださるよう祈ります。',
      ],
      guilt: [
        '罪悪感を抱え続けるのは疲れることです。その重さを感じるのは、あなたの心が柔らかい証拠でもあります。神さまのあわれみは、私たちが抱えるどんなものより大きいのです。ありのままをすべて神さまに打ち明けてかまいません。',
        '私たちは、自分の手に負えなかったことまで自分を責めてしまうことがあります。神さまが心を整え、平安を与え、必要なところに赦しを注いでくださるよう祈ります。',
        'その重さを一人で背負う必要はありません。神さまがあなたの心を軽くし、平安への道を示してくださるよう祈ります。',
      ],
      sickness: [
        '病気や痛みは体も心もすり減らします。癒やしと、知恵ある医療者と、治療と回復の一日一日のための力を神さまに祈ります。',
        '病気と向き合う疲れは、本人にも、そばで支える人にも、経験した人にしか分かりません。神さまが一日一日の力と、夜ごとの休みを与えてくださるよう祈ります。',
        '一つひとつの検査、一つひとつの診察、つらい夜の一つひとつのために祈ります。神さまの平安が、あなたとあなたを支える方々と共にありますように。',
      ],
      direction: [
        'どの道を進めばよいか分からないのはつらいことです。大切な決断ならなおさらです。神さまは求める人に知恵を与えてくださいます。次の一歩を照らしてくださるよう祈ります。',
        '大きな決断は重く感じられます。選ぶときに、神さまが考えをはっきりさせ、心に平安を与えてくださるよう祈ります。',
        '今、道のすべてが見えなくても大丈夫です。神さまが次の一歩を照らし、それを踏み出す落ち着きを与えてくださるよう祈ります。',
      ],
      gratitude: [
        '読んでいてうれしくなりました！神さまがしてくださった良いことを分かち合ってくださり、ありがとうございます。あなたの感謝は、まだ答えを待っている人たちを励まします。',
        '本当にうれしい知らせです！一緒に神さまを賛美します。あなたの証しは多くの人に希望を与えます。',
        '一緒に喜んでいます！こうした話は、祈り続けることには意味があると皆に思い出させてくれます。',
      ],
      family: [
        '最も愛する人たちは、私たちの一番大きな希望と心配を抱えています。あなたのご家族を神さまの前に覚え、一人ひとりに平安があるよう祈ります。',
        '家族のことで心が重いと、心全体が重くなります。関わるすべての人に、神さまが知恵と忍耐と優しさを与えてくださるよう祈ります。',
        'あなたの大切な方々のために祈ります。神さまが一人ひとりの、そしてあなたのそばにいてくださいますように。',
      ],
      work: [
        '仕事やお金のプレッシャーは生活のすべてに影響します。神さまはあなたに必要なものをご存じです。必要が満たされ、ふさわしい扉が開かれるよう祈ります。',
        '仕事や支払いの心配で眠れない人はたくさんいます。待つ間も、神さまが必要なものと知恵と平安を与えてくださるよう祈ります。',
        'あなたの価値は、仕事や給料で決まるものではありません。この時期を神さまが支え、新しい道を示してくださるよう祈ります。',
      ],
      abuse: [
        '誰であっても、傷つけられたり恐れの中で暮らしたりしてよいはずがありません。家の中ならなおさらです。暴力は決して、それを受けた人のせいではありません。今あなたや誰かに危険が迫っているなら、すぐに緊急通報の番号に電話してください。DVの相談窓口では、無料で秘密を守りながら話を聴き、安全を守る方法を一緒に考えてくれます。',
        'これを書くには勇気が必要だったと思います。今はあなたの安全が何より大切です。危険があるなら緊急通報の番号に電話してください。心の準備ができたら、無料で秘密が守られる専門の相談窓口がいつでも力になってくれます。',
        '起きたことの責任は傷つけた側にあり、傷つけられた側には決してありません。今誰かに危険が迫っているなら、緊急通報の番号に電話してください。無料で秘密が守られる相談窓口が、話を聴き、助けてくれます。',
      ],
      general: [
        '今どんな道を歩んでいても、一人で抱えなくていいのです。神さまは近くにいて、まだ出口が見えないところでも耳を傾けてくださいます。',
        '気持ちを言葉にできないときもあります。神さまが今いる場所であなたに出会い、今日の平安を与えてくださるよう祈ります。',
        'あなたが背負っているすべてを神さまの前に覚えます。今日、その守りを感じられますように。',
      ],
    },
    noun: { grief: 'あなたの喪失', worry: 'あなたの心配', fear: 'あなたの恐れ', loneliness: 'あなたの孤独', heartbreak: '傷ついたあなたの心', guilt: 'あなたの心にのしかかっていること', sickness: 'あなたの健康', direction: '目の前の決断', gratitude: 'あなたの感謝', family: 'あなたのご家族', work: 'あなたの仕事と経済', abuse: 'あなたの安全', general: 'あなたが背負っているすべて' },
    second: '{{second}}のことも、一緒に神さまの前に覚えています。',
    verse: ['{{reference}}のみことばが、あなたの心に語りかけますように。', '{{reference}}の約束を心に留めてください。', 'よければ{{reference}}をゆっくり読んでみてください。'],
    close: {
      post: ['あなたは一人ではありません。', 'これを読む人は誰でも、あなたと共に祈ることができます。', '今日、神さまの平安がありますように。'],
      prayer_request: ['あなたの祈りの課題はウォールに載っていて、ほかの人も祈ることができます。', '今日、一人ではないと感じられますように。', '今日、休息と力が与えられるよう祈ります。'],
    },
    crisis: [
      '今どれほどつらいかを伝えてくださって、ありがとうございます。あなたは大切な存在で、これを一人で抱える必要はありません。今すぐ、無料で秘密が守られる相談窓口に、昼でも夜でもつながることができます。話を聴いてくれる人がいます。今危険な状態なら、緊急通報の番号に電話してください。',
      '話してくれて本当によかったです。あなたが感じていることは本物で、今すぐ支えを受けてよいのです。今日、いつでも、無料で秘密を守って誰かと話すことができます。この気持ちのまま行動してしまいそうなら、今すぐ緊急通報の番号に電話してください。',
      'これまでたくさんのものを背負ってきましたね。今、誰かに連絡してみてください。訓練を受けた相談員が、無料で秘密を守り、昼も夜も、責めることなく話を聴いてくれます。差し迫った危険があるなら、緊急通報の番号に電話してください。',
    ],
    gentle: 'もし重さに耐えられなくなったときは、無料で秘密が守られる相談窓口が昼も夜も開いています。',
  },
  hi: {
    open: ['अपने दिल की बात इस समुदाय के साथ बाँटने के लिए धन्यवाद।', 'इसे शब्दों में कहने और यहाँ बाँटने के लिए धन्यवाद।', 'आपने यहाँ जो बाँटा है, वह परमेश्वर के लिए भी मायने रखता है और हमारे लिए भी।'],
    theme: {
      grief: [
        'शोक वह प्रेम है जिसे अब जाने की कोई जगह नहीं मिलती, और आपका दर्द उस व्यक्ति के प्रति आपके प्रेम की निशानी है। परमेश्वर टूटे मन वालों के निकट रहता है; आज आपको मज़बूत दिखने की ज़रूरत नहीं है।',
        'किसी प्रियजन को खोने से ऐसा खालीपन रह जाता है जिसे कोई शब्द नहीं भर सकता। हम प्रार्थना करते हैं कि कठिन दिनों में और याद के हर पल में परमेश्वर आपको सांत्वना दे।',
        'खोने के दुख को जीने का कोई सही तरीका नहीं है, और न ही दर्द खत्म होने की कोई समय-सीमा। परमेश्वर आपको अपने प्रेम से घेर ले और ऐसे लोगों को आपके पास भेजे जो आपका साथ दें।',
      ],
      worry: [
        'चिंता हर आने वाले दिन को भारी बना सकती है। यह बोझ, एक-एक चिंता करके, उसके सामने रखा जा सकता है जो आपकी परवाह करता है।',
        'जब विचार रुकते ही नहीं, तो आराम करना भी मुश्किल हो जाता है। हम प्रार्थना करते हैं कि परमेश्वर आपके मन को शांत करे और अपनी शांति से आपके हृदय की रक्षा करे।',
        'सब कुछ आज ही सुलझाना ज़रूरी नहीं है। परमेश्वर आज रात आपको विश्राम दे और अगले कदम के लिए बल दे।',
      ],
      fear: [
        'डर की आवाज़ ऊँची होती है, पर आख़िरी बात उसकी नहीं होती। हम प्रार्थना करते हैं कि परमेश्वर आपके आगे चले और अपने हाथ से आपको थामे रहे, उस बात में भी जो आपको सबसे ज़्यादा डराती है।',
        'डर लगना विश्वास की कमी नहीं, इंसान होने की निशानी है। परमेश्वर आपका शरणस्थान बने और हर पल आपको हिम्मत दे।',
        'जब डर मन को जकड़ ले, तब यह याद करना कि परमेश्वर पास है, मन को ठहरने की जगह देता है। हम प्रार्थना करते हैं कि उसकी शांति अभी आपको घेर ले।',
      ],
      loneliness: [
        'अकेलापन सबसे गहरे दुखों में से एक है। जब कोई ध्यान देता नहीं लगता, तब भी परमेश्वर आपको देखता है, आपका नाम जानता है और आपका साथ नहीं छोड़ता।',
        'पास किसी का न होना सच में बहुत दुख देता है। हम प्रार्थना करते हैं कि परमेश्वर ऐसे लोगों को आपके पास लाए जो आपको देखें और अपनाएँ।',
        'उन दिनों में भी आपकी अहमियत है जब लगता है कि कोई आपको नहीं देखता। परमेश्वर आपको अपनी उपस्थिति का एहसास कराए और सच्ची दोस्ती के दरवाज़े खोले।',
      ],
      heartbreak: [
        'जब कोई प्रिय व्यक्ति चोट पहुँचाता है या छोड़कर चला जाता है, तो घाव गहरा होता है। परमेश्वर टूटे दिल वालों के पास रहता है और उन घावों पर मरहम लगाता है जो दूसरों को दिखाई नहीं देते।',
        'किसी रिश्ते का टूटना वह सब हिला सकता है जो मज़बूत लगता था। हम प्रार्थना करते हैं कि परमेश्वर अपने समय पर और आपकी गति से आपके दिल को चंगा करे।',
        'दर्द को जल्दी खत्म करने की कोई जल्दबाज़ी नहीं है। परमेश्वर आपके घायल दिल को थामे और धीरे-धीरे हल्के दिन दे।',
      ],
      guilt: [
        'अपराधबोध का बोझ थका देता है, और उसका भारी लगना एक कोमल हृदय की निशानी है। परमेश्वर की दया उस हर बोझ से बड़ी है जो हम उठाते हैं; सब कुछ जैसा है वैसा ही उसके सामने रखा जा सकता है।',
        'हम अक्सर खुद को उन बातों के लिए भी दोष देते हैं जो हमारे हाथ में थीं ही नहीं। परमेश्वर स्पष्टता और शांति दे, और जहाँ ज़रूरत हो वहाँ अपनी क्षमा दे।',
        'यह बोझ अकेले उठाने की ज़रूरत नहीं है। हम प्रार्थना करते हैं कि परमेश्वर आपके मन को हल्का करे और शांति की राह दिखाए।',
      ],
      sickness: [
        'बीमारी और दर्द शरीर और मन दोनों को थका देते हैं। हम परमेश्वर से चंगाई, समझदार डॉक्टरों और इलाज व स्वस्थ होने के हर दिन के लिए बल माँगते हैं।',
        'बीमारी की थकान बहुत कम लोग समझ पाते हैं, चाहे बीमार व्यक्ति हो या उसके साथ रहने वाले। परमेश्वर हर दिन के लिए बल और हर रात के लिए विश्राम दे।',
        'हम हर जाँच, हर मुलाक़ात और हर कठिन रात के लिए प्रार्थना करते हैं। परमेश्वर की शांति आपके साथ और आपकी देखभाल करने वालों के साथ रहे।',
      ],
      direction: [
        'यह न जानना कि किस राह जाएँ, कठिन होता है, ख़ासकर जब फ़ैसला बड़ा हो। परमेश्वर माँगने वालों को बुद्धि देता है; वह आपका अगला कदम रोशन करे।',
        'बड़े फ़ैसले भारी लगते हैं। हम प्रार्थना करते हैं कि चुनते समय परमेश्वर आपके विचारों को स्पष्ट करे और मन को शांति दे।',
        'अभी पूरा रास्ता दिखना ज़रूरी नहीं है। परमेश्वर अगला कदम रोशन करे और उसे उठाने का सुकून दे।',
      ],
      gratitude: [
        'यह पढ़कर कितनी खुशी हुई! परमेश्वर की भलाई बाँटने के लिए धन्यवाद; आपकी कृतज्ञता उन सबको हिम्मत देती है जो अभी उत्तर की प्रतीक्षा में हैं।',
        'कितनी अच्छी खबर है! हम आपके साथ परमेश्वर की स्तुति करते हैं, और आपकी गवाही बहुतों को आशा देती है।',
        'हम आपके साथ आनंद मनाते हैं! ऐसी बातें सबको याद दिलाती हैं कि प्रार्थना करते रहना सार्थक है।',
      ],
      family: [
        'जिन लोगों से हम सबसे ज़्यादा प्रेम करते हैं, उन्हीं में हमारी सबसे बड़ी आशाएँ और चिंताएँ होती हैं। हम आपके परिवार को परमेश्वर के सामने रखते हैं और हर एक के लिए उसकी शांति माँगते हैं।',
        'जब परिवार में कोई बात भारी हो, तो पूरा मन भारी हो जाता है। परमेश्वर इससे जुड़े हर व्यक्ति को बुद्धि, धीरज और कोमलता दे।',
        'हम आपके प्रियजनों के लिए प्रार्थना करते हैं। परमेश्वर उनमें से हर एक के पास रहे, और आपके पास भी।',
      ],
      work: [
        'काम और पैसों का दबाव जीवन के हर हिस्से को छूता है। परमेश्वर आपकी ज़रूरतें जानता है; वह उन्हें पूरा करे और सही दरवाज़े खोले।',
        'काम और बिलों की चिंता बहुत लोगों की नींद छीन लेती है। हम प्रार्थना करते हैं कि इंतज़ार के इस समय में परमेश्वर आपकी ज़रूरतें पूरी करे, बुद्धि और शांति दे।',
        'आपका मूल्य किसी नौकरी या तनख़्वाह से तय नहीं होता। परमेश्वर इस दौर में आपको थामे रखे और नए रास्ते दिखाए।',
      ],
      abuse: [
        'किसी को भी चोट पहुँचाया जाना या डर में जीना सही नहीं है, और घर में तो बिल्कुल नहीं; हिंसा कभी भी उसे सहने वाले की गलती नहीं होती। अगर आप या कोई और अभी ख़तरे में है, तो तुरंत आपातकालीन नंबर पर कॉल करें; घरेलू हिंसा हेल्पलाइन मुफ़्त और गोपनीय रूप से बात सुनती हैं और सुरक्षित रहने की योजना बनाने में मदद करती हैं।',
        'यह लिखने के लिए हिम्मत चाहिए थी। अभी आपकी सुरक्षा सबसे ज़रूरी है: अगर ख़तरा है तो आपातकालीन नंबर पर कॉल करें, और जब आप तैयार हों, मुफ़्त और गोपनीय विशेषज्ञ सहायता उपलब्ध है।',
        'जो हुआ उसकी ज़िम्मेदारी चोट पहुँचाने वाले की है, चोट सहने वाले की कभी नहीं। अगर कोई अभी ख़तरे में है, तो आपातकालीन नंबर पर कॉल करें; मुफ़्त और गोपनीय हेल्पलाइन सुनने और मदद करने के लिए मौजूद हैं।',
      ],
      general: [
        'आप जिस भी दौर से गुज़र रहे हों, उसे अकेले सहने की ज़रूरत नहीं है। परमेश्वर निकट है और सुनता है, वहाँ भी जहाँ अभी कोई राह नहीं दिखती।',
        'कभी-कभी अपने मन की बात के लिए शब्द नहीं मिलते। परमेश्वर आपसे वहीं मिले जहाँ आप हैं, और आज के लिए आपको शांति दे।',
        'आप जो कुछ उठाए हुए हैं, वह सब हम परमेश्वर के सामने रखते हैं। आज आप उसकी देखभाल को महसूस करें।',
      ],
    },
    noun: { grief: 'आपके दुख', worry: 'आपकी चिंताओं', fear: 'आपके डर', loneliness: 'आपके अकेलेपन', heartbreak: 'आपके टूटे दिल', guilt: 'आपके मन के बोझ', sickness: 'आपके स्वास्थ्य', direction: 'आपके सामने के फ़ैसले', gratitude: 'आपकी कृतज्ञता', family: 'आपके परिवार', work: 'आपके काम और आर्थिक स्थिति', abuse: 'आपकी सुरक्षा', general: 'आपके हर बोझ' },
    second: 'हम {{second}} को भी आपके साथ परमेश्वर के सामने रखते हैं।',
    verse: ['{{reference}} के वचन आपके मन से बात करें।', '{{reference}} के वादे को थामे रहिए।', 'समय निकालकर {{reference}} पढ़िए।'],
    close: {
      post: ['इसमें आप अकेले नहीं हैं।', 'इसे पढ़ने वाला कोई भी आपके साथ प्रार्थना कर सकता है।', 'आज परमेश्वर की शांति आपके साथ रहे।'],
      prayer_request: ['आपका प्रार्थना अनुरोध दीवार पर है, जहाँ दूसरे लोग आपके लिए प्रार्थना कर सकते हैं।', 'आज आप महसूस करें कि आप अकेले नहीं हैं।', 'हम प्रार्थना करते हैं कि आज आपको विश्राम और बल मिले।'],
    },
    crisis: [
      'हमें यह बताने के लिए धन्यवाद कि अभी सब कुछ कितना भारी है। आपकी अहमियत है, और यह सब अकेले नहीं झेलना है: मुफ़्त और गोपनीय मदद अभी, दिन हो या रात, उपलब्ध है, ऐसे लोगों से जो आपकी बात सुनना चाहते हैं। अगर अभी ख़तरा है, तो आपातकालीन नंबर पर कॉल करें।',
      'आपने बताया, यह बहुत अच्छा किया। आपकी भावनाएँ सच्ची हैं, और आपको अभी सहारा मिलना चाहिए: आज ही, किसी भी समय, मुफ़्त और गोपनीय रूप से किसी से बात की जा सकती है। अगर लगे कि आप खुद को नुकसान पहुँचा सकते हैं, तो अभी आपातकालीन नंबर पर कॉल करें।',
      'आप बहुत कुछ उठाए हुए हैं। अभी किसी से संपर्क कीजिए: प्रशिक्षित लोग मुफ़्त और गोपनीय रूप से, दिन-रात, बिना परखे आपकी बात सुनते हैं। अगर तुरंत ख़तरा है, तो आपातकालीन नंबर पर कॉल करें।',
    ],
    gentle: 'अगर कभी यह बोझ बहुत भारी लगे, तो मुफ़्त और गोपनीय सहायता लाइनें दिन-रात आपके लिए उपलब्ध हैं।',
  },
  ru: {
    open: ['Спасибо, что доверили этому сообществу то, что у вас на сердце.', 'Спасибо, что нашли слова и поделились этим здесь.', 'То, чем вы здесь поделились, важно и для Бога, и для нас.'],
    theme: {
      grief: [
        'Горе — это любовь, которой больше некуда идти, и ваша боль хранит память о том, кого вы потеряли. Бог близок к сокрушённым сердцем; сегодня не нужно держаться изо всех сил.',
        'Когда уходит близкий человек, остаётся пустота, которую не заполнить словами. Мы молимся, чтобы Бог утешал вас и в трудные дни, и в минуты, когда тоска подступает особенно остро.',
        'Нет правильного способа переживать утрату и нет срока, когда боль должна пройти. Пусть Бог окружит вас Своей любовью и пошлёт рядом людей, которые разделят этот путь.',
      ],
      worry: [
        'Тревога делает каждое завтра тяжёлым. Это бремя можно сложить, заботу за заботой, перед Тем, Кто печётся о вас.',
        'Когда мысли не останавливаются, даже отдохнуть трудно. Мы молимся, чтобы Бог успокоил ваши мысли и сохранил ваше сердце в Своём мире.',
        'Не всё нужно решить сегодня. Пусть Бог даст вам покой этой ночью и силы для следующего шага.',
      ],
      fear: [
        'Страх говорит громко, но последнее слово не за ним. Мы молимся, чтобы Бог шёл впереди вас и поддерживал вас Своей рукой даже в том, что пугает больше всего.',
        'Бояться — не значит не верить; это значит быть человеком. Пусть Бог будет вашим убежищем и даёт мужество в каждую минуту.',
        'Когда страх сжимает сердце, память о том, что Бог рядом, даёт место для передышки. Мы молимся, чтобы Его мир окружил вас прямо сейчас.',
      ],
      loneliness: [
        'Одиночество — одна из самых глубоких болей. Даже когда кажется, что никто не замечает, Бог видит вас, знает ваше имя и не оставляет вас.',
        'Когда рядом никого нет, это по-настоящему больно. Мы молимся, чтобы Бог привёл к вам людей, которые увидят и примут вас.',
        'Вы важны, даже в те дни, когда кажется, что вас никто не видит. Пусть Бог даст вам почувствовать Своё присутствие и откроет дверь к настоящей дружбе.',
      ],
      heartbreak: [
        'Когда любимый человек ранит или уходит, рана глубока. Бог близок к сокрушённым сердцем и перевязывает раны, которых не видят другие.',
        'Конец отношений может пошатнуть всё, что казалось прочным. Мы молимся, чтобы Бог исцелил ваше сердце — в Своё время и в вашем темпе.',
        'Не нужно торопить боль. Пусть Бог бережно держит ваше раненое сердце и дарит всё более светлые дни.',
      ],
      guilt: [
        'Носить вину изнурительно, и то, что она тяготит вас, говорит о чутком сердце. Милость Бога больше всего, что мы несём; можно принести Ему всё как есть.',
        'Мы часто виним себя даже за то, что было не в наших силах. Пусть Бог принесёт ясность, мир и Своё прощение там, где оно нужно.',
        'Никто не должен нести такой груз без поддержки. Мы молимся, чтобы Бог облегчил ваше сердце и показал путь к миру.',
      ],
      sickness: [
        'Болезнь и боль изматывают и тело, и душу. Мы просим у Бога исцеления, мудрых врачей и сил на каждый день лечения и восстановления.',
        'Усталость от болезни понятна немногим — и тому, кто болеет, и тем, кто рядом. Пусть Бог даёт силы на каждый день и покой каждую ночь.',
        'Мы молимся о каждом обследовании, каждом приёме у врача и каждой трудной ночи. Пусть мир Божий будет с вами и с теми, кто о вас заботится.',
      ],
      direction: [
        'Трудно не знать, какой путь выбрать, особенно когда решение важное. Бог даёт мудрость просящим; пусть Он осветит вам следующий шаг.',
        'Большие решения даются тяжело. Мы молимся, чтобы в момент выбора Бог дал ясность вашим мыслям и мир вашему сердцу.',
        'Не обязательно видеть весь путь сейчас. Пусть Бог осветит следующий шаг и даст спокойствие, чтобы его сделать.',
      ],
      gratitude: [
        'Какая радость читать это! Спасибо, что поделились добром, которое сделал Бог; ваша благодарность ободряет тех, кто ещё ждёт ответа.',
        'Какая хорошая новость! Мы славим Бога вместе с вами, и ваше свидетельство даёт надежду многим.',
        'Радуемся вместе с вами! Такие истории напоминают всем, что молиться стоит и дальше.',
      ],
      family: [
        'В самых близких людях — наши самые большие надежды и тревоги. Мы приносим вашу семью к Богу и просим Его мира для каждого.',
        'Когда в семье что-то тяжело, тяжело всему сердцу. Пусть Бог даст мудрость, терпение и мягкость каждому, кого это касается.',
        'Мы молимся о ваших близких. Пусть Бог будет рядом с каждым из них — и с вами тоже.',
      ],
      work: [
        'Давление из-за работы и денег касается всей жизни. Бог знает, в чём вы нуждаетесь; пусть Он восполнит нужды и откроет правильные двери.',
        'Заботы о работе и счетах многим не дают спать. Мы молимся, чтобы в это время ожидания Бог дал вам всё необходимое, мудрость и мир.',
        'Ваша ценность не измеряется работой или зарплатой. Пусть Бог поддержит вас в этот период и откроет новые пути.',
      ],
      abuse: [
        'Никто не заслуживает боли и жизни в страхе, тем более дома, и насилие никогда не бывает виной того, кто от него страдает. Если вы или кто-то другой сейчас в опасности, звоните в экстренную службу; телефоны доверия для пострадавших от домашнего насилия бесплатно и конфиденциально выслушают и помогут продумать, как оставаться в безопасности.',
        'Чтобы написать это, нужна смелость. Сейчас важнее всего ваша безопасность: если есть опасность, звоните в экстренную службу, а когда будете готовы, вам помогут бесплатные и конфиденциальные специалисты.',
        'Ответственность за случившееся лежит на том, кто причинил вред, а не на том, кто пострадал. Если кто-то сейчас в опасности, звоните в экстренную службу; бесплатные и конфиденциальные телефоны доверия готовы выслушать и помочь.',
      ],
      general: [
        'Через что бы вы ни проходили, вам не нужно справляться с этим в одиночку. Бог рядом и слышит вас, даже там, где выхода пока не видно.',
        'Иногда для чувств не находится слов. Пусть Бог встретит вас там, где вы сейчас, и даст мир на сегодня.',
        'Мы приносим Богу всё, что вы несёте. Пусть сегодня вы почувствуете Его заботу.',
      ],
    },
    noun: { grief: 'вашу утрату', worry: 'ваши тревоги', fear: 'ваши страхи', loneliness: 'ваше одиночество', heartbreak: 'ваше раненое сердце', guilt: 'то, что лежит у вас на совести', sickness: 'ваше здоровье', direction: 'решение перед вами', gratitude: 'вашу благодарность', family: 'вашу семью', work: 'вашу работу и финансы', abuse: 'вашу безопасность', general: 'всё, что вы несёте' },
    second: 'Мы также приносим {{second}} к Богу вместе с вами.',
    verse: ['Слова для вашего сердца: {{reference}}.', 'Обещание, за которое можно держаться: {{reference}}.', 'Прочитайте не спеша: {{reference}}.'],
    close: {
      post: ['Вы не одни.', 'Каждый, кто прочтёт это, может помолиться вместе с вами.', 'Пусть мир Божий будет с вами сегодня.'],
      prayer_request: ['Ваша молитвенная просьба на стене, и другие могут молиться о вас.', 'Пусть сегодня вы почувствуете, что вы не одни.', 'Мы молимся, чтобы сегодня вы нашли покой и силы.'],
    },
    crisis: [
      'Спасибо, что рассказали, как тяжело вам сейчас. Вы важны, и вам не нужно справляться с этим в одиночку: бесплатная и конфиденциальная помощь доступна прямо сейчас, днём и ночью, — там есть люди, готовые выслушать. Если вы сейчас в опасности, позвоните в экстренную службу.',
      'Хорошо, что вы об этом сказали. То, что вы чувствуете, реально, и вы заслуживаете поддержки уже сейчас: поговорить с кем-то можно сегодня, бесплатно и конфиденциально, в любое время. Если вы боитесь, что можете причинить себе вред, позвоните в экстренную службу прямо сейчас.',
      'Вы несёте очень многое. Обратитесь к кому-нибудь сейчас: обученные специалисты выслушают вас бесплатно и конфиденциально, днём и ночью, без осуждения. Если опасность непосредственная, позвоните в экстренную службу.',
    ],
    gentle: 'Если когда-нибудь тяжесть станет невыносимой, бесплатные и конфиденциальные линии поддержки открыты для вас днём и ночью.',
  },
};
