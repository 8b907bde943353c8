import type { ChatTopic } from '@flow/contracts';
import type { Language } from '../../platform/ai/language';

/**
 * The AI helper's own words in the nine languages (the theme paragraphs and verse lines come from
 * the guidance texts, bff/src/platform/ai/texts.ts). The rules of those texts hold here too: never
 * quote the person, promise no outcome, gender-neutral where the language allows. In addition the
 * helper always speaks as what it is: an AI, never a person who prays or feels.
 * `{{name}}` and `{{topic}}` are filled in by the helper.
 */
export interface HelperTexts {
  /** First message of every room: says it is an AI and asks for the topic closest to the heart. */
  greeting: string;
  topics: Record<ChatTopic, string>;
  /** After a topic is chosen. */
  topicChosen: string;
  askShare: string;
  /** Before the theme paragraph, after the visitor wrote (reflects without quoting). */
  reflect: string[];
  askVerse: string;
  verseYes: string;
  sayMore: string;
  askPray: string;
  prayYes: string;
  notNow: string;
  /** A short prayer the helper offers in words (it does not claim to pray itself). */
  prayer: string;
  askMore: string;
  somethingElse: string;
  thankYou: string;
  talkToHuman: string;
  closing: string;
  /** The crisis path: the flow stops here. */
  crisis: string;
  crisisAsk: string;
}

export const HELPER_TEXTS: Record<Language, HelperTexts> = {
  en: {
    greeting:
      'Hello, I am {{name}}, an AI helper, not a person. I can listen, share words from the Bible and offer a short prayer with you. Which topic is closest to your heart right now? Choose one, or simply tell me what is on your mind.',
    topics: { grief: 'Grief', worry: 'Worry', heartbroken: 'Heartbroken', lonely: 'Lonely', fear: 'Fear', forgiveness: 'Forgiveness', healing: 'Healing', direction: 'Direction' },
    topicChosen: 'Thank you for choosing {{topic}}. Take your time and tell me what is happening; I am here to listen.',
    askShare: 'What would you like to share?',
    reflect: ['Thank you for telling me this. It sounds like it weighs heavily on you.', 'I can hear how much this matters to you.', 'Thank you for trusting me with something so personal.'],
    askVerse: 'Would you like a verse from the Bible for this?',
    verseYes: 'Yes, share a verse',
    sayMore: 'I want to say more',
    askPray: 'Would you like a short prayer for this?',
    prayYes: 'Yes, please',
    notNow: 'Not now',
    prayer: 'Here is a prayer you can make your own: Lord, You see everything I carry today. Hold me close, give me Your peace and strength for the next step, and let me know I am not alone. Amen.',
    askMore: 'Is there anything else on your heart?',
    somethingElse: 'Something else',
    thankYou: 'Thank you',
    talkToHuman: 'Talk to a human missionary',
    closing: 'Thank you for sharing this time with me. May God’s peace stay with you. You can come back and write to me whenever you like.',
    crisis:
      'I am an AI helper and cannot keep you safe the way a person can, so I am stopping our conversation here to point you to people who can help right now. What you feel matters. Please contact one of the lines below, free and confidential; if you are in danger now, call your local emergency number. You can also talk to one of our human missionaries.',
    crisisAsk: 'Would you like to reach someone now?',
  },
  'pt-BR': {
    greeting:
      'Olá, eu sou {{name}}, um assistente de IA, não uma pessoa. Posso ouvir, compartilhar palavras da Bíblia e oferecer uma breve oração com você. Qual tema está mais perto do seu coração agora? Escolha um ou simplesmente me conte o que está pensando.',
    topics: { grief: 'Luto', worry: 'Preocupação', heartbroken: 'Coração partido', lonely: 'Solidão', fear: 'Medo', forgiveness: 'Perdão', healing: 'Cura', direction: 'Direção' },
    topicChosen: 'Obrigado por escolher {{topic}}. Sem pressa, conte o que está acontecendo; estou aqui para ouvir.',
    askShare: 'O que você gostaria de compartilhar?',
    reflect: ['Obrigado por me contar isso. Parece que isso pesa muito para você.', 'Percebo o quanto isso é importante para você.', 'Obrigado por confiar em mim algo tão pessoal.'],
    askVerse: 'Você gostaria de um versículo da Bíblia para isso?',
    verseYes: 'Sim, um versículo',
    sayMore: 'Quero falar mais',
    askPray: 'Você gostaria de uma breve oração por isso?',
    prayYes: 'Sim, por favor',
    notNow: 'Agora não',
    prayer: 'Aqui está uma oração que você pode fazer sua: Senhor, Tu vês tudo o que carrego hoje. Segura-me perto de Ti, dá-me a Tua paz e força para o próximo passo, e mostra-me que não estou só. Amém.',
    askMore: 'Há mais alguma coisa no seu coração?',
    somethingElse: 'Outra coisa',
    thankYou: 'Obrigado',
    talkToHuman: 'Falar com um missionário humano',
    closing: 'Obrigado por compartilhar este momento comigo. Que a paz de Deus fique com você. Você pode voltar e me escrever quando quiser.',
    crisis:
      'Sou um assistente de IA e não consigo proteger você como uma pessoa pode, por isso paro nossa conversa aqui para indicar pessoas que podem ajudar agora. O que você sente importa. Entre em contato com uma das linhas abaixo, gratuitas e sigilosas; se você estiver em perigo agora, ligue para o número de emergência local. Você também pode falar com um dos nossos missionários humanos.',
    crisisAsk: 'Você gostaria de falar com alguém agora?',
  },
  es: {
    greeting:
      'Hola, soy {{name}}, un asistente de IA, no una persona. Puedo escucharte, compartir palabras de la Biblia y ofrecerte una breve oración. ¿Qué tema está más cerca de tu corazón ahora? Elige uno o simplemente cuéntame qué tienes en mente.',
    topics: { grief: 'Duelo', worry: 'Preocupación', heartbroken: 'Corazón roto', lonely: 'Soledad', fear: 'Miedo', forgiveness: 'Perdón', healing: 'Sanidad', direction: 'Dirección' },
    topicChosen: 'Gracias por elegir {{topic}}. Con calma, cuéntame qué está pasando; estoy aquí para escucharte.',
    askShare: '¿Qué te gustaría compartir?',
    reflect: ['Gracias por contármelo. Parece que esto te pesa mucho.', 'Noto cuánto te importa esto.', 'Gracias por confiarme algo tan personal.'],
    askVerse: '¿Te gustaría un versículo de la Biblia para esto?',
    verseYes: 'Sí, un versículo',
    sayMore: 'Quiero contar más',
    askPray: '¿Te gustaría una breve oración por esto?',
    prayYes: 'Sí, por favor',
    notNow: 'Ahora no',
    prayer: 'Aquí tienes una oración que puedes hacer tuya: Señor, Tú ves todo lo que cargo hoy. Sostenme cerca de Ti, dame Tu paz y fuerza para el siguiente paso, y hazme saber que no estoy solo. Amén.',
    askMore: '¿Hay algo más en tu corazón?',
    somethingElse: 'Otra cosa',
    thankYou: 'Gracias',
    talkToHuman: 'Hablar con un misionero humano',
    closing: 'Gracias por compartir este momento conmigo. Que la paz de Dios te acompañe. Puedes volver y escribirme cuando quieras.',
    crisis:
      'Soy un asistente de IA y no puedo protegerte como lo haría una persona, así que detengo nuestra conversación aquí para indicarte quién puede ayudarte ahora mismo. Lo que sientes importa. Contacta una de las líneas de abajo, gratuitas y confidenciales; si estás en peligro ahora, llama al número de emergencias local. También puedes hablar con uno de nuestros misioneros humanos.',
    crisisAsk: '¿Te gustaría hablar con alguien ahora?',
  },
  fr: {
    greeting:
      'Bonjour, je suis {{name}}, un assistant IA, pas une personne. Je peux vous écouter, partager des paroles de la Bible et vous proposer une courte prière. Quel sujet est le plus proche de votre cœur en ce moment ? Choisissez-en un, ou dites-moi simplement ce qui vous préoccupe.',
    topics: { grief: 'Deuil', worry: 'Inquiétude', heartbroken: 'Cœur brisé', lonely: 'Solitude', fear: 'Peur', forgiveness: 'Pardon', healing: 'Guérison', direction: 'Direction' },
    topicChosen: 'Merci d’avoir choisi {{topic}}. Prenez votre temps et dites-moi ce qui se passe ; je suis là pour vous écouter.',
    askShare: 'Que souhaitez-vous partager ?',
    reflect: ['Merci de me confier cela. On dirait que cela pèse lourd pour vous.', 'Je vois combien cela compte pour vous.', 'Merci de me confier quelque chose d’aussi personnel.'],
    askVerse: 'Souhaitez-vous un verset de la Bible pour cela ?',
    verseYes: 'Oui, un verset',
    sayMore: 'Je veux en dire plus',
    askPray: 'Souhaitez-vous une courte prière pour cela ?',
    prayYes: 'Oui, s’il vous plaît',
    notNow: 'Pas maintenant',
    prayer: 'Voici une prière que vous pouvez faire vôtre : Seigneur, Tu vois tout ce que je porte aujourd’hui. Garde-moi près de Toi, donne-moi Ta paix et la force pour le prochain pas, et fais-moi savoir que je ne suis pas seul·e. Amen.',
    askMore: 'Y a-t-il autre chose sur votre cœur ?',
    somethingElse: 'Autre chose',
    thankYou: 'Merci',
    talkToHuman: 'Parler à un missionnaire humain',
    closing: 'Merci d’avoir partagé ce moment avec moi. Que la paix de Dieu reste avec vous. Vous pouvez revenir m’écrire quand vous le souhaitez.',
    crisis:
      'Je suis un assistant IA et je ne peux pas vous protéger comme une personne le pourrait ; j’arrête donc notre conversation ici pour vous orienter vers des personnes qui peuvent aider maintenant. Ce que vous ressentez compte. Contactez l’une des lignes ci-dessous, gratuites et confidentielles ; si vous êtes en danger maintenant, appelez le numéro d’urgence local. Vous pouvez aussi parler à l’un de nos missionnaires humains.',
    crisisAsk: 'Souhaitez-vous joindre quelqu’un maintenant ?',
  },
  'zh-CN': {
    greeting: '你好，我是{{name}}，一个AI助手，不是真人。我可以倾听、分享圣经的话语，并和你一起做一个简短的祷告。此刻哪个主题最贴近你的心？请选择一个，或者直接告诉我你在想什么。',
    topics: { grief: '哀伤', worry: '忧虑', heartbroken: '心碎', lonely: '孤单', fear: '恐惧', forgiveness: '饶恕', healing: '医治', direction: '方向' },
    topicChosen: '谢谢你选择“{{topic}}”。慢慢来，告诉我发生了什么；我在这里倾听。',
    askShare: '你想分享些什么？',
    reflect: ['谢谢你告诉我这些。听起来这让你很沉重。', '我能感受到这件事对你有多重要。', '谢谢你把这么私人的事告诉我。'],
    askVerse: '你想要一节与此相关的经文吗？',
    verseYes: '好，分享一节经文',
    sayMore: '我还想多说一些',
    askPray: '你想要一个简短的祷告吗？',
    prayYes: '好的，谢谢',
    notNow: '现在不用',
    prayer: '这是一个你可以用自己的心来祷告的祷词：主啊，你看见我今天所背负的一切。求你把我抱紧，赐我你的平安和走下一步的力量，让我知道我并不孤单。阿们。',
    askMore: '你心里还有别的事吗？',
    somethingElse: '还有别的事',
    thankYou: '谢谢',
    talkToHuman: '与真人宣教士交谈',
    closing: '谢谢你和我分享这段时间。愿神的平安与你同在。你随时都可以回来给我留言。',
    crisis: '我是AI助手，无法像真人那样保护你的安全，所以我在这里暂停我们的对话，为你指出现在就能帮助你的人。你的感受很重要。请联系下面任何一条免费、保密的热线；如果你现在有危险，请拨打当地的紧急电话。你也可以与我们的真人宣教士交谈。',
    crisisAsk: '你想现在就联系某个人吗？',
  },
  ko: {
    greeting:
      '안녕하세요, 저는 {{name}}이에요. 사람이 아니라 AI 도우미예요. 이야기를 들어 드리고, 성경 말씀을 나누고, 짧은 기도를 함께 드릴 수 있어요. 지금 마음에 가장 가까운 주제는 무엇인가요? 하나를 고르시거나, 마음에 있는 이야기를 그냥 들려주세요.',
    topics: { grief: '슬픔', worry: '걱정', heartbroken: '상한 마음', lonely: '외로움', fear: '두려움', forgiveness: '용서', healing: '치유', direction: '방향' },
    topicChosen: '‘{{topic}}’을(를) 골라 주셔서 고마워요. 천천히, 어떤 일이 있는지 들려주세요. 제가 듣고 있어요.',
    askShare: '어떤 이야기를 나누고 싶으세요?',
    reflect: ['이야기해 주셔서 고마워요. 많이 무겁게 느껴지시는 것 같아요.', '이 일이 당신에게 얼마나 중요한지 느껴져요.', '이렇게 개인적인 이야기를 믿고 나눠 주셔서 고마워요.'],
    askVerse: '이 일에 맞는 성경 구절을 원하세요?',
    verseYes: '네, 구절을 나눠 주세요',
    sayMore: '더 이야기하고 싶어요',
    askPray: '이 일을 위한 짧은 기도를 원하세요?',
    prayYes: '네, 부탁해요',
    notNow: '지금은 괜찮아요',
    prayer: '당신의 기도로 삼을 수 있는 기도문이에요: 주님, 오늘 제가 짊어진 모든 것을 보고 계십니다. 저를 가까이 붙들어 주시고, 주님의 평안과 다음 걸음을 위한 힘을 주시며, 제가 혼자가 아님을 알게 해 주세요. 아멘.',
    askMore: '마음에 또 다른 이야기가 있나요?',
    somethingElse: '다른 이야기',
    thankYou: '고마워요',
    talkToHuman: '사람 선교사와 이야기하기',
    closing: '이 시간을 함께 나눠 주셔서 고마워요. 하나님의 평안이 함께하시기를 바라요. 언제든 다시 와서 글을 남겨 주세요.',
    crisis:
      '저는 AI 도우미라서 사람처럼 당신의 안전을 지켜 드릴 수 없어요. 그래서 지금 바로 도움을 줄 수 있는 사람들을 알려 드리려고 여기서 대화를 멈출게요. 당신의 마음은 소중해요. 아래의 무료·비밀 보장 상담 전화 중 하나에 연락해 주세요. 지금 위험하다면 지역 긴급 번호로 전화하세요. 사람 선교사와 이야기할 수도 있어요.',
    crisisAsk: '지금 누군가와 연결되고 싶으세요?',
  },
  ja: {
    greeting:
      'こんにちは、{{name}}です。私は人ではなく、AIのヘルパーです。お話を聞き、聖書のことばを分かち合い、短いお祈りのことばをお届けできます。いま、あなたの心にいちばん近いテーマはどれですか。ひとつ選ぶか、思っていることをそのまま書いてください。',
    topics: { grief: '悲しみ', worry: '心配', heartbroken: '失恋・心の傷', lonely: '孤独', fear: '恐れ', forgiveness: '赦し', healing: '癒し', direction: '導き' },
    topicChosen: '「{{topic}}」を選んでくださってありがとうございます。ゆっくりで大丈夫です。何があったのか聞かせてください。',
    askShare: 'どんなことを話したいですか。',
    reflect: ['話してくださってありがとうございます。とても重く感じておられるようですね。', 'このことがあなたにとってどれほど大切か伝わってきます。', 'こんなに大切なことを打ち明けてくださってありがとうございます。'],
    askVerse: 'このことに合う聖書のことばをお送りしましょうか。',
    verseYes: 'はい、お願いします',
    sayMore: 'もう少し話したい',
    askPray: 'このことのために、短いお祈りのことばをお送りしましょうか。',
    prayYes: 'はい、お願いします',
    notNow: '今はいいです',
    prayer: 'ご自分の祈りとして使えることばです：主よ、今日わたしが抱えているすべてをあなたはご存じです。わたしをそばで支え、あなたの平安と次の一歩のための力を与え、わたしはひとりではないと知らせてください。アーメン。',
    askMore: 'ほかに心にあることはありますか。',
    somethingElse: 'ほかのこと',
    thankYou: 'ありがとう',
    talkToHuman: '人間の宣教師と話す',
    closing: 'この時間を分かち合ってくださってありがとうございます。神さまの平安がありますように。いつでもまた書きに来てください。',
    crisis:
      '私はAIのヘルパーなので、人のようにあなたの安全を守ることはできません。そのため、いますぐ助けになれる人たちをお知らせするために、ここで会話を止めます。あなたの気持ちは大切です。下の無料・秘密厳守の相談窓口のどれかに連絡してください。いま危険な状態なら、地域の緊急番号に電話してください。人間の宣教師と話すこともできます。',
    crisisAsk: 'いま、誰かにつながりたいですか。',
  },
  hi: {
    greeting:
      'नमस्ते, मैं {{name}} हूँ, एक AI सहायक, कोई इंसान नहीं। मैं आपकी बात सुन सकता हूँ, बाइबल के वचन बाँट सकता हूँ और आपके साथ एक छोटी प्रार्थना रख सकता हूँ। इस समय कौन-सा विषय आपके दिल के सबसे क़रीब है? कोई एक चुनिए, या बस बताइए कि आपके मन में क्या है।',
    topics: { grief: 'शोक', worry: 'चिंता', heartbroken: 'टूटा दिल', lonely: 'अकेलापन', fear: 'डर', forgiveness: 'क्षमा', healing: 'चंगाई', direction: 'मार्गदर्शन' },
    topicChosen: '“{{topic}}” चुनने के लिए धन्यवाद। आराम से बताइए कि क्या हो रहा है; मैं सुन रहा हूँ।',
    askShare: 'आप क्या साझा करना चाहेंगे?',
    reflect: ['यह बताने के लिए धन्यवाद। लगता है यह बात आप पर बहुत भारी है।', 'मैं समझ सकता हूँ कि यह आपके लिए कितना मायने रखता है।', 'इतनी निजी बात मुझ पर भरोसा करके बताने के लिए धन्यवाद।'],
    askVerse: 'क्या आप इसके लिए बाइबल का कोई वचन चाहेंगे?',
    verseYes: 'हाँ, कोई वचन बताइए',
    sayMore: 'मैं और बताना चाहता हूँ',
    askPray: 'क्या आप इसके लिए एक छोटी प्रार्थना चाहेंगे?',
    prayYes: 'हाँ, कृपया',
    notNow: 'अभी नहीं',
    prayer: 'यह एक प्रार्थना है जिसे आप अपनी बना सकते हैं: प्रभु, आज मैं जो कुछ उठाए हुए हूँ, वह सब आप देखते हैं। मुझे अपने पास थामे रखिए, मुझे अपनी शांति और अगले क़दम के लिए शक्ति दीजिए, और मुझे एहसास कराइए कि मैं अकेला नहीं हूँ। आमीन।',
    askMore: 'क्या आपके दिल में और कुछ है?',
    somethingElse: 'कुछ और',
    thankYou: 'धन्यवाद',
    talkToHuman: 'किसी इंसानी मिशनरी से बात करें',
    closing: 'यह समय मेरे साथ बाँटने के लिए धन्यवाद। परमेश्वर की शांति आपके साथ रहे। आप जब चाहें, फिर से लिख सकते हैं।',
    crisis:
      'मैं एक AI सहायक हूँ और किसी इंसान की तरह आपकी सुरक्षा नहीं कर सकता, इसलिए मैं यहीं बातचीत रोककर आपको उन लोगों के बारे में बता रहा हूँ जो अभी मदद कर सकते हैं। आप जो महसूस कर रहे हैं, वह मायने रखता है। कृपया नीचे दी गई किसी मुफ़्त और गोपनीय हेल्पलाइन से संपर्क करें; अगर आप अभी ख़तरे में हैं, तो अपने स्थानीय आपातकालीन नंबर पर कॉल करें। आप हमारे किसी इंसानी मिशनरी से भी बात कर सकते हैं।',
    crisisAsk: 'क्या आप अभी किसी से बात करना चाहेंगे?',
  },
  ru: {
    greeting:
      'Здравствуйте, я {{name}}, ИИ-помощник, а не человек. Я могу выслушать, поделиться словами из Библии и предложить короткую молитву. Какая тема сейчас ближе всего вашему сердцу? Выберите одну или просто напишите, что у вас на душе.',
    topics: { grief: 'Горе', worry: 'Тревога', heartbroken: 'Разбитое сердце', lonely: 'Одиночество', fear: 'Страх', forgiveness: 'Прощение', healing: 'Исцеление', direction: 'Направление' },
    topicChosen: 'Спасибо, что выбрали тему «{{topic}}». Не спешите и расскажите, что происходит; я слушаю.',
    askShare: 'Чем бы вы хотели поделиться?',
    reflect: ['Спасибо, что рассказали мне об этом. Похоже, это очень тяжело для вас.', 'Я вижу, как это для вас важно.', 'Спасибо, что доверили мне что-то настолько личное.'],
    askVerse: 'Хотите стих из Библии об этом?',
    verseYes: 'Да, поделитесь стихом',
    sayMore: 'Хочу рассказать ещё',
    askPray: 'Хотите короткую молитву об этом?',
    prayYes: 'Да, пожалуйста',
    notNow: 'Не сейчас',
    prayer: 'Вот молитва, которую вы можете сделать своей: Господи, Ты видишь всё, что я несу сегодня. Держи меня рядом с Собой, дай мне Твой мир и силы для следующего шага и дай мне знать, что я не одинок. Аминь.',
    askMore: 'Есть ли у вас на сердце что-то ещё?',
    somethingElse: 'Другое',
    thankYou: 'Спасибо',
    talkToHuman: 'Поговорить с миссионером-человеком',
    closing: 'Спасибо, что провели это время со мной. Пусть мир Божий будет с вами. Вы можете вернуться и написать мне в любое время.',
    crisis:
      'Я ИИ-помощник и не могу защитить вас так, как может человек, поэтому я останавливаю наш разговор здесь, чтобы подсказать, кто может помочь прямо сейчас. Ваши чувства важны. Пожалуйста, обратитесь на одну из линий ниже, бесплатно и конфиденциально; если вы сейчас в опасности, позвоните по местному номеру экстренной помощи. Вы также можете поговорить с одним из наших миссионеров-людей.',
    crisisAsk: 'Хотите связаться с кем-то прямо сейчас?',
  },
};
