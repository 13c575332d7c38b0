import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCaptionsXml } from '../../src/adapters/youtube/captions-xml';
import {
  captionsTranscript,
  pastedTranscript,
  type ToolTranscript,
  type ViralShortInput,
} from '../../src/viral-short/transcript';

/** Transcripts the Viral Curto tests write shorts from: a recorded caption track and pasted texts of several kinds. */

export const RECORDED_CAPTIONS: ToolTranscript = captionsTranscript({
  segments: parseCaptionsXml(
    readFileSync(path.join(__dirname, '../../src/adapters/youtube/fixtures/timedtext-pt-br.xml'), 'utf8'),
  ),
  language: 'pt-BR',
  automatic: false,
  videoDurationS: 91,
});

/** Pasted texts; none holds a digit, so a digit in a short written from them was invented. */
export const PASTED_TEXTS = {
  corrida: [
    'Eu comecei a correr no ano passado e achava que tinha que correr todo dia.',
    'Mas o meu joelho começou a doer e eu quase desisti.',
    'Aí uma amiga que é fisioterapeuta me perguntou se eu fazia fortalecimento.',
    'Eu nem sabia o que era isso.',
    'Então eu passei a fazer exercícios de força duas vezes por semana.',
    'E sabe o que aconteceu? A dor sumiu e eu corro melhor do que antes.',
    'Ou seja, correr mais não é o segredo, o segredo é estar forte para correr.',
    'Se você corre, não ignora a musculação.',
  ].join(' '),
  /** As YouTube's transcript panel copies it: a time line before each line. */
  painel: [
    '0:00',
    'olá pessoal, bem-vindos de volta ao canal',
    '0:04',
    'hoje o assunto é arroz soltinho, que todo mundo erra',
    '0:09',
    'o erro mais comum é mexer o arroz enquanto ele cozinha',
    '0:14',
    'quando você mexe, solta o amido e o arroz vira papa',
    '0:19',
    'o segredo é refogar o arroz antes de pôr a água quente',
    '0:25',
    'depois tampa, abaixa o fogo e esquece a panela',
    '0:30',
    'no final, desliga e deixa descansar tampado',
    '0:35',
    'pronto, arroz soltinho sem mistério',
    '0:39',
    'se inscreve no canal e até a próxima',
  ].join('\n'),
  /** Automatic captions' way: no capitals, no punctuation. */
  semPontuacao:
    'então gente a maior mentira que te contaram sobre inglês é que você precisa morar fora para falar bem ' +
    'eu nunca morei fora e hoje dou aula para executivos o problema é que a escola ensina regra antes de ensinar a ouvir ' +
    'e ninguém aprende a falar sem ouvir muito primeiro então a minha dica é simples ' +
    'escolhe uma série que você gosta assiste com legenda em inglês e repete as falas em voz alta ' +
    'no começo parece bobo mas depois de umas semanas o ouvido acostuma e a boca acompanha',
  /** Just over the minimum of words. */
  curta:
    'Organizar a casa não é sobre ter mais caixas. É sobre ter menos coisas. ' +
    'Eu doei metade das minhas roupas e nunca senti falta de nenhuma. Comece pelo armário hoje mesmo.',
  /** A long talk, so the short has to choose. */
  longa: Array.from({ length: 6 }, (_, i) =>
    [
      `Parte ${['um', 'dois', 'três', 'quatro', 'cinco', 'seis'][i]} da conversa sobre dinheiro.`,
      'Muita gente acha que guardar dinheiro é questão de ganhar mais.',
      'Mas o problema quase nunca é a renda, é o hábito de gastar sem olhar.',
      'Eu descobri isso quando anotei cada gasto durante um mês inteiro.',
      'O resultado me assustou: o cafezinho e os aplicativos de comida levavam uma fatia enorme.',
      'Então eu criei uma regra simples: antes de comprar, espero um dia inteiro.',
      'Na maior parte das vezes a vontade passa e o dinheiro fica.',
    ].join(' '),
  ).join(' '),
} as const;

/** A Viral Curto input as the use case builds it, from a pasted text unless a transcript is given. */
export function viralShortInput(overrides: Partial<ViralShortInput> = {}): ViralShortInput {
  return {
    youtube_url: 'https://www.youtube.com/watch?v=Pd8x1kQz9aA',
    videoId: 'Pd8x1kQz9aA',
    target_duration_s: 60,
    style: 'natural',
    idioma_saida: 'pt-BR',
    transcript: pastedTranscript(PASTED_TEXTS.corrida),
    ...overrides,
  };
}
