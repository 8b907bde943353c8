/** The nine interface languages (spec 000 §1). */
export const LANGUAGES = ['en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

// Frequent function words that tell the Latin-script languages apart.
const MARKERS: Record<'en' | 'pt-BR' | 'es' | 'fr', string[]> = {
  // Not "me": Spanish, Portuguese and French use it too ("mi esposo me pega").
  en: ['the', 'and', 'i', 'my', 'is', 'to', 'of', 'it', 'that', 'for', 'with', 'have', 'am', 'this', 'you', 'please', 'pray', 'was', 'about'],
  'pt-BR': ['não', 'eu', 'minha', 'meu', 'que', 'com', 'para', 'uma', 'estou', 'muito', 'ele', 'ela', 'mas', 'por', 'você', 'sinto', 'está', 'isso', 'tenho', 'ao', 'dos', 'das', 'orem', 'ore', 'obrigado', 'obrigada', 'também', 'meus', 'minhas', 'depois', 'hoje', 'faz', 'ontem', 'filha', 'filho', 'mês', 'nós', 'tô', 'perdi', 'novo', 'porra', 'caralho', 'emprego', 'já', 'só', 'um', 'família'],
  es: ['no', 'yo', 'mi', 'que', 'con', 'para', 'una', 'estoy', 'muy', 'pero', 'por', 'el', 'los', 'las', 'siento', 'está', 'tengo', 'del', 'oren', 'gracias', 'también', 'mis', 'después', 'y', 'es', 'hijo', 'hija', 'hola', 'buen', 'día', 'dios', 'ustedes', 'tengan', 'estoy', 'muy', 'cuando', 'esposo', 'así', 'puedo', 'seguir', 'nada', 'todo', 'necesito', 'cualquier', 'cosa', 'familia', 'trabajo'],
  fr: ['je', 'ne', 'pas', 'mon', 'ma', 'mes', 'le', 'les', 'et', 'est', 'pour', 'avec', 'suis', 'une', 'des', 'qui', 'que', 'très', 'mais', 'priez', 'merci', 'depuis', "j'ai", 'du', 'au', 'mon', "m'a", 'cette', 'veux', 'tout', 'ai', 'nous', 'vous', 'il', 'elle', 'sont', 'aussi', 'parce', 'dieu', 'peux', 'comme', 'ça', 'plus', 'mari', 'quand', 'encore', 'bordel', 'merde', 'putain', 'cette', 'nuit', 'été'],
};

/**
 * Best guess of which interface language a text is written in: the script decides for CJK,
 * Hangul, Devanagari and Cyrillic; function words decide between the Latin-script languages.
 */
export function detectLanguage(text: string): Language {
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh-CN';
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const scores = { en: 0, 'pt-BR': 0, es: 0, fr: 0 };
  for (const word of words) {
    for (const lang of Object.keys(MARKERS) as Array<keyof typeof MARKERS>) {
      if (MARKERS[lang].includes(word)) scores[lang]++;
    }
  }
  // Letters only one language uses settle near ties.
  if (/[ãõ]|ç[ãõo]/.test(text)) scores['pt-BR'] += 2;
  if (/[ñ¿¡]/.test(text)) scores.es += 2;
  if (/[èùœ]|\b(c'|d'|l'|qu')/.test(text.toLowerCase())) scores.fr += 2;
  const best = (Object.entries(scores) as Array<[keyof typeof scores, number]>).sort((a, b) => b[1] - a[1])[0];
  return best[1] > 0 ? best[0] : 'en';
}
