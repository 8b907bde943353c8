import { assessDistress } from './distress';
import { filterContent } from './filter';

describe('a danger cue denied in passing, to say what the trouble is instead', () => {
  it.each<[string, string]>([
    ['en', "I don't want to disappear, I just want a holiday."],
    ['en', "i dont wanna kill myself or anything, im just so done with this semester"],
    ['es', 'no quiero desaparecer, solo quiero unas vacaciones'],
    ['pt-BR', 'não quero sumir, só quero férias'],
    ['fr', 'je ne veux pas en finir, je suis juste fatiguée de ce déménagement'],
    ['ru', 'не хочу исчезнуть, просто хочу отдохнуть'],
    ['zh-CN', '我没有不想活，只是不想上班'],
    ['ko', '살기 싫은 건 아니고 그냥 출근이 싫어요'],
    ['ja', '消えたいとかは思わない。ただ温泉に行きたい'],
    ['hi', 'मैं खुद को नुकसान नहीं पहुँचाऊँगी, बस आज उदास हूँ'],
    // Asked and answered no; said in the language's own turn.
    ['en', 'Am I suicidal? No. Just sad about my dog.'],
    ['en', 'No thoughts of self-harm here, just lots of tears.'],
    ['ru', 'Покончить с собой? Нет, просто хочу в отпуск 😂'],
    ['zh-CN', '不想活的念头？没有。只是不知道明天该怎么办。'],
    ['ko', '자해 같은 건 절대 안 해요. 그냥 실연당해서 우는 중'],
    ['ja', '自傷とかはしてません。ただ心が痛いだけです。'],
  ])('[%s] %s → no danger, and not held', (language, text) => {
    expect(assessDistress(text, language).level).toBe('none');
    expect(filterContent(text).verdict).not.toBe('self_harm');
  });

  // A negation of something else, of knowing or telling, one inside the cue itself, or no turn to
  // what the writer wants instead: the danger stands.
  it.each<[string, string]>([
    ['en', "I don't know why I just want to die."],
    ['en', 'no money i want to die lol'],
    ['en', "I don't want to live anymore, I just want it to end."],
    ['en', 'Nobody would care if I killed myself, I just know it.'],
    ['en', "I don't want to kill myself but I don't want to be here anymore."],
    ['es', 'no puedo más quiero morirme, solo quiero dormir'],
    ['es', 'ya no quiero vivir, solo quiero dormir para siempre'],
    ['es', 'no sé por qué quiero morirme, solo sé que sí'],
    ['pt-BR', 'não sei por que quero morrer, só sei que quero'],
    ['fr', 'je ne veux plus exister, je veux juste dormir'],
    ['ru', 'Я больше не хочу жить, просто хочу уснуть.'],
    ['ru', 'никто не знает, что я хочу умереть, просто молчу'],
    ['zh-CN', '没人在乎我只想消失，就是这样'],
    ['ko', '죽고 싶은데 돈도 없어 그냥'],
    ['ko', '죽고 싶은 건 아니고 그냥 사라지고 싶어요'],
    ['ja', '死にたいとしか思えない。ただ毎日がつらい'],
    ['ja', '消えたいと思わない日はない。ただ黙ってる'],
    ['hi', 'मैं जीना नहीं चाहता, बस मरना चाहता हूँ'],
    ['en', 'Do I want to die? no idea, just tired of everything'],
    ['ru', 'Я хочу умереть? Не знаю, просто устала от всего'],
    ['ko', '자해 같은 거 안 하면 못 견뎌요. 그냥 그래요'],
  ])('[%s] %s → still a crisis', (language, text) => {
    expect(assessDistress(text, language).level).toBe('crisis');
  });
});
