import type { Language } from './language';

/**
 * Names of the books of the curated verses in the reader's language, for the references shown
 * inside guidance sentences ("Psalm 34:18" read oddly inside a Russian or Korean sentence). The
 * verse text itself stays in the bundled translation (World English Bible, or Reina-Valera for
 * Spanish), so the card's own reference is left as the translation names it.
 * Order: pt-BR, es, fr, zh-CN, ko, ja, hi, ru.
 */
const NAMES: Record<string, [string, string, string, string, string, string, string, string]> = {
  Genesis: ['Gênesis', 'Génesis', 'Genèse', '创世记', '창세기', '創世記', 'उत्पत्ति', 'Бытие'],
  Exodus: ['Êxodo', 'Éxodo', 'Exode', '出埃及记', '출애굽기', '出エジプト記', 'निर्गमन', 'Исход'],
  Numbers: ['Números', 'Números', 'Nombres', '民数记', '민수기', '民数記', 'गिनती', 'Числа'],
  Deuteronomy: ['Deuteronômio', 'Deuteronomio', 'Deutéronome', '申命记', '신명기', '申命記', 'व्यवस्थाविवरण', 'Второзаконие'],
  Joshua: ['Josué', 'Josué', 'Josué', '约书亚记', '여호수아', 'ヨシュア記', 'यहोशू', 'Иисус Навин'],
  Psalm: ['Salmos', 'Salmos', 'Psaume', '诗篇', '시편', '詩編', 'भजन संहिता', 'Псалом'],
  Psalms: ['Salmos', 'Salmos', 'Psaumes', '诗篇', '시편', '詩編', 'भजन संहिता', 'Псалтирь'],
  Proverbs: ['Provérbios', 'Proverbios', 'Proverbes', '箴言', '잠언', '箴言', 'नीतिवचन', 'Притчи'],
  Isaiah: ['Isaías', 'Isaías', 'Ésaïe', '以赛亚书', '이사야', 'イザヤ書', 'यशायाह', 'Исаия'],
  Jeremiah: ['Jeremias', 'Jeremías', 'Jérémie', '耶利米书', '예레미야', 'エレミヤ書', 'यिर्मयाह', 'Иеремия'],
  Lamentations: ['Lamentações', 'Lamentaciones', 'Lamentations', '耶利米哀歌', '예레미야애가', '哀歌', 'विलापगीत', 'Плач Иеремии'],
  Micah: ['Miqueias', 'Miqueas', 'Michée', '弥迦书', '미가', 'ミカ書', 'मीका', 'Михей'],
  Matthew: ['Mateus', 'Mateo', 'Matthieu', '马太福音', '마태복음', 'マタイによる福音書', 'मत्ती', 'Матфея'],
  John: ['João', 'Juan', 'Jean', '约翰福音', '요한복음', 'ヨハネによる福音書', 'यूहन्ना', 'Иоанна'],
  Romans: ['Romanos', 'Romanos', 'Romains', '罗马书', '로마서', 'ローマの信徒への手紙', 'रोमियों', 'Римлянам'],
  '2 Corinthians': ['2 Coríntios', '2 Corintios', '2 Corinthiens', '哥林多后书', '고린도후서', 'コリントの信徒への手紙二', '2 कुरिन्थियों', '2 Коринфянам'],
  Philippians: ['Filipenses', 'Filipenses', 'Philippiens', '腓立比书', '빌립보서', 'フィリピの信徒への手紙', 'फिलिप्पियों', 'Филиппийцам'],
  Colossians: ['Colossenses', 'Colosenses', 'Colossiens', '歌罗西书', '골로새서', 'コロサイの信徒への手紙', 'कुलुस्सियों', 'Колоссянам'],
  '1 Thessalonians': ['1 Tessalonicenses', '1 Tesalonicenses', '1 Thessaloniciens', '帖撒罗尼迦前书', '데살로니가전서', 'テサロニケの信徒への手紙一', '1 थिस्सलुनीकियों', '1 Фессалоникийцам'],
  '2 Timothy': ['2 Timóteo', '2 Timoteo', '2 Timothée', '提摩太后书', '디모데후서', 'テモテへの手紙二', '2 तीमुथियुस', '2 Тимофею'],
  Hebrews: ['Hebreus', 'Hebreos', 'Hébreux', '希伯来书', '히브리서', 'ヘブライ人への手紙', 'इब्रानियों', 'Евреям'],
  James: ['Tiago', 'Santiago', 'Jacques', '雅各书', '야고보서', 'ヤコブの手紙', 'याकूब', 'Иакова'],
  '1 Peter': ['1 Pedro', '1 Pedro', '1 Pierre', '彼得前书', '베드로전서', 'ペトロの手紙一', '1 पतरस', '1 Петра'],
  '1 John': ['1 João', '1 Juan', '1 Jean', '约翰一书', '요한일서', 'ヨハネの手紙一', '1 यूहन्ना', '1 Иоанна'],
  '3 John': ['3 João', '3 Juan', '3 Jean', '约翰三书', '요한삼서', 'ヨハネの手紙三', '3 यूहन्ना', '3 Иоанна'],
  Revelation: ['Apocalipse', 'Apocalipsis', 'Apocalypse', '启示录', '요한계시록', 'ヨハネの黙示録', 'प्रकाशितवाक्य', 'Откровение'],
};

const COLUMN: Partial<Record<Language, number>> = { 'pt-BR': 0, es: 1, fr: 2, 'zh-CN': 3, ko: 4, ja: 5, hi: 6, ru: 7 };

/** "Psalm 34:18" → "Псалом 34:18" for Russian; unchanged for English and for unknown books. */
export function localizeReference(reference: string, language: Language): string {
  const column = COLUMN[language];
  if (column === undefined) return reference;
  const match = /^(.+?) (\d+(?::[\d\-–,]+)?)$/.exec(reference);
  if (!match) return reference;
  const names = NAMES[match[1]];
  return names ? `${names[column]} ${match[2]}` : reference;
}

/** The English book names listed, for the test that every curated verse's book has a name. */
export const LOCALIZED_BOOKS = Object.keys(NAMES);

/** Every book name of the curated verses as a reader of `language` sees it in a guidance sentence. */
export function bookNames(language: Language): string[] {
  const column = COLUMN[language];
  return [...new Set(Object.entries(NAMES).map(([english, names]) => (column === undefined ? english : names[column])))];
}
