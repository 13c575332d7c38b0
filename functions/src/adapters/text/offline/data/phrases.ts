/**
 * The offline writer's phrase banks, in pt-BR. Placeholders: {ideia} (the creator's idea, whole,
 * in quotes, as a title: never cut into a sentence, docs/PRODUCT.md §offline-writer), {assunto}
 * (the niche as a sentence names it, data/niches.ts), {Prova}, {persona}, {dor}, {oferta},
 * {prova}, {objecao}, {local}, {ref}, {influencer}, {link} (where the link is on the
 * platform), {n} (a number), {part}/{next} (what this and the next part of a series cover).
 * Several variants per slot; the seeded PRNG picks one, so the same inputs always give the
 * same script and different inputs give visibly different ones.
 */
import type { Tone } from '@shared/scripts/script-options';

export type AngleId =
  | 'erro-comum'
  | 'segredo'
  | 'antes-depois'
  | 'mito-verdade'
  | 'historia-pessoal'
  | 'polemica'
  | 'passo-a-passo'
  | 'lista'
  | 'tendencia'
  | 'pergunta';
export type ObjectiveId = 'engajamento' | 'seguidores' | 'vendas' | 'autoridade' | 'leads';

export const HOOKS: Record<AngleId, { full: string[]; tiny: string[] }> = {
  'erro-comum': {
    full: [
      '{ideia}: tem um erro que quase todo mundo comete aqui, e talvez você esteja cometendo agora.',
      'Se o seu assunto é {ideia}, presta atenção no erro que quase ninguém percebe.',
      '{ideia}. Antes de tudo, o erro mais comum: começar pelo fim.',
    ],
    tiny: ['{ideia}: cuidado com esse erro.', '{ideia}: o erro clássico.'],
  },
  segredo: {
    full: [
      '{ideia}: ninguém te conta isso, mas hoje eu vou contar.',
      'Existe um atalho pra {ideia}, e quem é do ramo quase nunca mostra.',
      '{ideia}. O segredo cabe em poucas frases, e eu vou te dar.',
    ],
    tiny: ['{ideia}: o segredo.', '{ideia}: ninguém conta isso.'],
  },
  'antes-depois': {
    full: [
      '{ideia}: olha a diferença entre o antes e o depois.',
      'Antes eu fazia tudo no improviso. Hoje o assunto é {ideia}, e o resultado é outro.',
    ],
    tiny: ['{ideia}: antes e depois.', 'Antes e depois: {ideia}.'],
  },
  'mito-verdade': {
    full: [
      '{ideia}: mito ou verdade? Tudo o que te disseram está certo?',
      'Tem uma crença sobre {ideia} que precisa acabar hoje.',
      '{ideia}. Vamos separar o mito da verdade em poucos segundos.',
    ],
    tiny: ['{ideia}: mito ou verdade?', 'Mito ou verdade: {ideia}.'],
  },
  'historia-pessoal': {
    full: [
      '{ideia}: eu quase desisti, até que uma coisa mudou tudo.',
      'Deixa eu te contar o dia em que eu entendi {ideia}.',
      'Essa história sobre {ideia} me ensinou mais do que qualquer curso.',
    ],
    tiny: ['{ideia}: a minha história.', 'Eu quase desisti: {ideia}.'],
  },
  polemica: {
    full: [
      'Vou falar o que ninguém quer ouvir sobre {ideia}.',
      '{ideia}. Opinião impopular: quase todo mundo ensina isso errado.',
      'Pode discordar nos comentários, mas {ideia} não funciona do jeito que te venderam.',
    ],
    tiny: ['Opinião impopular: {ideia}.', 'Verdade incômoda: {ideia}.'],
  },
  'passo-a-passo': {
    full: [
      '{ideia}: passo a passo e sem enrolação.',
      'Anota aí: {ideia}, em passos simples que qualquer pessoa consegue seguir.',
      'Se você quer acertar em {ideia}, segue essa ordem exata.',
    ],
    tiny: ['{ideia}: passo a passo.', 'Passo a passo: {ideia}.'],
  },
  lista: {
    full: [
      '{ideia}: o que você precisa saber hoje, item por item.',
      'Lista rápida sobre {ideia}: o que realmente funciona.',
      'Se eu tivesse que resumir {ideia} em poucos itens, seriam estes.',
    ],
    tiny: ['Lista rápida: {ideia}.', 'Dica rápida: {ideia}.'],
  },
  tendencia: {
    full: [
      'Todo mundo está falando disso, e tem tudo a ver com {ideia}.',
      '{ideia}: a trend do momento explica melhor do que qualquer aula.',
    ],
    tiny: ['A trend de hoje: {ideia}.', 'Trend do dia: {ideia}.'],
  },
  pergunta: {
    full: [
      '{ideia}: você sabe mesmo? Responde com sinceridade.',
      'E se tudo o que você sabe sobre {ideia} estivesse ao contrário?',
      'Qual é a primeira coisa que você faz quando o assunto é {ideia}?',
    ],
    tiny: ['{ideia}: você sabe?', 'E aí: {ideia}.'],
  },
};

/** Hooks for ideas that already are a question ("Por que o meu perfil não cresce?"): the question leads. */
export const QUESTION_HOOKS = [
  '{ideia} Essa é uma dúvida que chega aqui toda semana, e a resposta é mais simples do que parece.',
  'Você já se perguntou isso? {ideia} Hoje eu te respondo sem enrolação.',
  '{ideia} Fica até o final, porque a resposta não é a que você imagina.',
];

export const TREND_HOOKS = [
  'POV: você finalmente entendeu {ideia}.',
  'Ninguém: absolutamente ninguém. Eu, às duas da manhã: pensando em {ideia}.',
  'Aquele momento em que {ideia} finalmente faz sentido.',
];

/** Short beats that give trend scripts their rhythm (one cut each). */
export const TREND_BEATS = [
  'Plot twist:',
  'Sim, é sério.',
  'Ninguém fala disso.',
  'Corta pra mim agora.',
  'Spoiler: funciona.',
  'E foi aí que virou a chave.',
  'Guarda esse vídeo.',
];

export const TURBO_PREFIX = ['Sem enrolação:', 'Direto ao ponto:', 'Em poucos segundos:'];

/** The angle's setup, said right after the hook. */
export const CONTEXT: Record<AngleId, string[]> = {
  'erro-comum': [
    'O erro é achar que isso depende só de sorte.',
    'A maioria tenta resolver tudo de uma vez e trava no meio do caminho.',
  ],
  segredo: [
    'O segredo é simples: constância com intenção, e não volume sem direção.',
    'Quem já chegou lá faz isso todos os dias e quase nunca comenta.',
  ],
  'antes-depois': [
    'Antes, eu fazia tudo no improviso e o resultado não vinha.',
    'Depois que eu coloquei ordem nisso, tudo ficou mais leve e previsível.',
  ],
  'mito-verdade': [
    'O mito é que isso exige muito dinheiro ou muito tempo.',
    'A verdade é que método vale mais do que recurso.',
  ],
  'historia-pessoal': [
    'Eu lembro exatamente do dia em que percebi que estava fazendo tudo no automático.',
    'Foi ali que eu mudei a forma de pensar, e o resultado apareceu.',
  ],
  polemica: [
    'Copiar o que todo mundo faz só te deixa igual a todo mundo.',
    'Quem discorda geralmente nunca testou o contrário.',
  ],
  'passo-a-passo': [
    'Antes de começar, separa cinco minutos e foco total.',
    'Cada passo leva pouco tempo, mas a ordem faz toda a diferença.',
  ],
  lista: [
    'Não precisa aplicar tudo hoje: escolhe um item e começa.',
    'Repara como cada item resolve uma parte diferente do problema.',
  ],
  tendencia: [
    'A trend chamou atenção porque mexe com algo que todo mundo sente.',
    'E é exatamente isso que acontece quando o assunto é {assunto}.',
  ],
  pergunta: ['Pensa bem antes de responder, porque a resposta muda tudo.', 'Se você hesitou, este vídeo é para você.'],
};

/** The development's points; long scripts cycle through them with different openers. */
export const POINTS = [
  'começa pelo básico, que é entender o que você realmente quer com isso.',
  'define um objetivo claro antes de sair fazendo.',
  'observa quem já faz isso bem e anota o que se repete.',
  'testa uma coisa de cada vez, assim você sabe o que funcionou.',
  'mede o resultado depois de uma semana, e não depois de um dia.',
  'corta tudo o que não te aproxima do resultado.',
  'transforma isso em rotina, porque um horário fixo vale mais do que motivação.',
  'explica do jeito mais simples possível, sem termo difícil.',
  'usa exemplos reais, porque exemplo convence mais do que teoria.',
  'erra rápido, aprende e ajusta no dia seguinte.',
  'guarda o que deu certo num lugar fácil de consultar.',
  'pede opinião para quem vive o mesmo problema, e não só para os amigos.',
  'simplifica, porque se não cabe em uma frase, ainda está confuso.',
  'repete o que funciona até virar hábito.',
  'não compara o seu começo com o meio de quem já está há anos nisso.',
  'usa o que você já tem antes de comprar qualquer coisa nova.',
  'foca em uma coisa por vez até dominar.',
  'anota o processo, e não só o resultado final.',
  'presta atenção nas dúvidas que aparecem, porque elas mostram o próximo passo.',
  'coloca prazo em cada etapa para não ficar só no planejamento.',
  'revisa o que você fez no fim da semana e escolhe uma melhoria.',
  'lembra de casos reais, porque história ensina mais do que dado solto.',
  'comemora as pequenas vitórias, porque elas mantêm você em movimento.',
];

/** Longer, explanatory sentences for the blocks of horizontal videos. */
export const EXPLAIN = [
  'Pensa nisso como uma construção: sem base firme, qualquer detalhe bonito desaba na primeira dificuldade.',
  'Um exemplo prático: quando alguém começa sem plano, gasta energia no que parece urgente e esquece o que é importante.',
  'O que separa quem tem resultado de quem desiste não é talento, é a quantidade de vezes que a pessoa tenta de novo com um ajuste.',
  'Se você olhar com calma, vai perceber que quase todo problema nesse assunto nasce de uma decisão tomada com pressa.',
  'Vale anotar os números da semana, mesmo que sejam pequenos, porque eles mostram o caminho melhor do que a sua impressão.',
  'Repara que as pessoas que você admira nesse assunto também começaram sem saber quase nada.',
  'Na dúvida entre fazer perfeito e fazer hoje, escolhe fazer hoje e melhorar amanhã.',
  'Toda vez que algo não der certo, pergunta o que você faria diferente e escreve a resposta.',
  'Uma boa regra é dividir o tempo em três partes: estudar, praticar e revisar.',
  'Quando o resultado demorar, lembra que o progresso costuma ser lento no começo e rápido depois.',
  'A sua maior vantagem é a sua própria experiência, porque ninguém pode copiar isso.',
  'E cuidado com a armadilha de consumir conteúdo demais e colocar em prática de menos.',
];

export const OPENERS = [
  'Na prática,',
  'Olha só:',
  'Repara:',
  'E tem mais:',
  'Outro ponto:',
  'Além disso,',
  'Detalhe importante:',
  'Pensa comigo:',
  'E não para por aí:',
];

/** Openers that carry the tone; used about every other point. */
export const TONE_OPENERS: Record<Tone, string[]> = {
  'Direto e provocativo': ['Sem desculpa:', 'Sem rodeio:', 'Simples:', 'Presta atenção:', 'Sem mimimi:'],
  Inspirador: ['E o mais bonito:', 'Imagina só:', 'Acredita:', 'Um passo de cada vez:'],
  Divertido: ['Fofoca boa:', 'Pausa pro drama:', 'Segura essa:', 'Confia no pai:', 'Olha que chique:'],
  Emocional: ['De coração:', 'Com todo carinho:', 'Eu aprendi na pele:', 'Respira e escuta:'],
};

/** One line after the hook that sets the tone from the first seconds. */
export const TONE_HOOK_TAIL: Record<Tone, string[]> = {
  'Direto e provocativo': ['Sem rodeio.', 'Vou ser direto.', 'Sem passar pano.'],
  Inspirador: ['E isso pode mudar o seu ano.', 'Você consegue, e eu vou te mostrar.'],
  Divertido: ['Sim, você mesmo, aí do sofá.', 'Calma, respira, que eu explico rindo.', 'Ai, ai, ai…'],
  Emocional: ['Vou falar com o coração aberto.', 'Isso é pessoal pra mim.'],
};

export const ORDINALS = ['Primeiro,', 'Segundo,', 'Terceiro,', 'Quarto,', 'Quinto,', 'Sexto,', 'Sétimo,'];

export const SHORT_FILLERS = [
  'Presta atenção.',
  'Anota essa.',
  'É sério.',
  'Funciona demais.',
  'Testa hoje.',
  'Simples assim.',
  'Guarda isso.',
  'Confia.',
];

export const TONE_LINES: Record<Tone, string[]> = {
  'Direto e provocativo': [
    'Ou você ajusta isso, ou continua no mesmo lugar.',
    'Não é falta de talento. É falta de método.',
    'Dói ouvir. Mas é a verdade.',
    'Para de se enganar com desculpa bonita.',
    'Quem já faz isso está na sua frente agora.',
    'Ninguém vai fazer por você.',
  ],
  Inspirador: [
    'Você está mais perto do que imagina.',
    'Todo grande resultado começa com um passo pequeno.',
    'Acredita no processo e continua.',
    'O seu ritmo também vale.',
    'Daqui a um ano você vai agradecer por ter começado hoje.',
    'Imagina como vai ser quando isso estiver resolvido.',
  ],
  Divertido: [
    'Sim, eu também já passei vergonha com isso.',
    'Prometo que é mais fácil do que montar móvel sem manual.',
    'Se fosse fácil, a minha tia já tinha feito, né?',
    'Pode rir, mas funciona.',
    'Eu testei pra você sofrer menos, de nada.',
    'Meu Deus do céu, como eu demorei pra entender isso.',
  ],
  Emocional: [
    'Eu sei como é se sentir sozinho nisso.',
    'Teve uma noite em que eu quis largar tudo, e eu lembro até hoje do aperto no peito.',
    'Às vezes o que falta é alguém dizer que você consegue.',
    'Isso mexe com a gente, e tudo bem.',
    'Eu já estive exatamente aí, e sei como cansa.',
    'Eu chorei a primeira vez que deu certo, e não tenho vergonha de contar.',
  ],
};

export const DETAILS = {
  persona: ['Este vídeo é para {persona}.', 'Isso vale principalmente para {persona}.'],
  dor: ['Sabe aquela sensação de "{dor}"? Isso tem solução.', 'Se você já pensou "{dor}", esse ponto é para você.'],
  oferta: ['E é exatamente isso que {oferta} resolve.', 'Foi pensando nisso que eu criei {oferta}.'],
  objecaoCurta: ['E "{objecao}"? Dá, sim: começa pequeno.'],
  provaCurta: ['{Prova}.'],
  prova: ['E não sou só eu que digo: {prova}.', 'O resultado fala por si: {prova}.', 'E isso não é teoria: {prova}.'],
  objecao: [
    'Aí você pensa: "{objecao}". Eu entendo, mas é justamente por isso que o método é curto e cabe na sua rotina.',
    'Eu sei que você vai falar: "{objecao}". Só que isso não te impede; só muda por onde começar.',
    'Ah, mas "{objecao}"? Calma, eu também achava isso, e a saída é começar pequeno e ajustar no caminho.',
  ],
  local: [
    'Aqui {inlocal}, eu vejo isso acontecer toda semana.',
    'Quem mora {inlocal} sabe bem do que eu estou falando.',
  ],
  ref: [
    'Sabe o estilo de {ref}? É por aí, só que do seu jeito.',
    'Se você curte {ref}, vai reconhecer a pegada, só que do seu jeito.',
  ],
};

export const CTAS: Record<ObjectiveId, { full: string[]; tiny: string[] }> = {
  engajamento: {
    full: [
      'Comenta aqui a sua maior dificuldade quando o assunto é {assunto}.',
      'Salva esse vídeo e manda para alguém que precisa ouvir isso.',
      'Me conta nos comentários se você já passou por isso.',
    ],
    tiny: ['Comenta aqui!', 'Salva esse vídeo!'],
  },
  seguidores: {
    full: [
      'Segue o perfil para não perder o próximo vídeo.',
      'Se isso te ajudou, segue que amanhã tem mais.',
      'Segue para receber mais dicas de {assunto} toda semana.',
    ],
    tiny: ['Segue para mais!', 'Segue que tem mais!'],
  },
  vendas: {
    full: [
      'Se você quer ir mais rápido, o link está {link}.',
      'Garante a sua vaga pelo link {link} antes que acabe.',
      'Clica no link {link} e começa hoje.',
    ],
    tiny: ['Link {link}!', 'Garante o seu: link {link}.'],
  },
  autoridade: {
    full: [
      'Segue para aprender mais de {assunto} com quem vive isso todos os dias.',
      'Salva para consultar depois e compartilha com quem trabalha com isso.',
    ],
    tiny: ['Salva e segue!', 'Segue para aprender mais!'],
  },
  leads: {
    full: [
      'Me chama no direct com a palavra QUERO que eu te mando o material.',
      'Deixa o seu contato pelo link {link} e recebe o guia completo.',
    ],
    tiny: ['Manda QUERO no direct!', 'Pega o guia: link {link}.'],
  },
};

export const OFFER_CTA = ['Conhece {oferta} pelo link {link}.', 'Quer ajuda com isso? {oferta} está no link {link}.'];

export const LINK_WHERE: Record<string, string> = {
  'instagram-reels': 'na bio',
  tiktok: 'no perfil',
  'youtube-shorts': 'no comentário fixado',
  'youtube-horizontal': 'na descrição',
  linkedin: 'nos comentários',
};

export const PLATFORM_TAIL: Record<string, readonly string[]> = {
  'instagram-reels': [
    'Salva e compartilha nos stories.',
    'Manda pra quem precisa ver isso.',
    'Guarda nos salvos pra rever depois.',
  ],
  tiktok: [
    'Comenta que eu respondo em vídeo.',
    'Deixa a sua dúvida que vira o próximo vídeo.',
    'Manda pra aquele amigo que precisa ver.',
  ],
  'youtube-shorts': ['E se inscreve no canal.', 'Se inscreve pra ver os próximos.', 'Deixa o like e se inscreve.'],
  'youtube-horizontal': [
    'Deixa o like e se inscreve no canal.',
    'Se inscreve e ativa o sininho pra ver os próximos.',
    'Comenta a sua dúvida e se inscreve no canal.',
  ],
  linkedin: [
    'Compartilha com a sua rede.',
    'Conta a sua experiência nos comentários.',
    'Compartilha com quem trabalha com isso.',
  ],
};

/** Stage directions by format: in brackets, so the teleprompter hides them (docs/PRODUCT.md §limits.teleprompter). */
export const FORMAT_DIRECTIONS: Record<string, string> = {
  'talking-head': '[Olhando para a câmera, enquadramento do peito para cima]',
  'narracao-broll': '[Voz em off sobre imagens de apoio do tema]',
  'tela-texto': '[Texto na tela, frase por frase, com música de fundo]',
  'tutorial-tela': '[Gravação de tela mostrando cada etapa]',
  'podcast-corte': '[Corte de podcast: legenda grande e destaque na frase principal]',
  vlog: '[Cenas do dia a dia acompanhando a fala]',
  pov: '[Encenação em POV: a cena já abre no conflito]',
  slides: '[Um cartão por ideia, trocando a cada frase]',
  'dueto-react': '[Dueto: o vídeo original de um lado, a sua reação do outro]',
};

export const MODE_DIRECTIONS = {
  trend: '[Ritmo de trend: cortes a cada 2 segundos e áudio do momento]',
  turbo: '[Versão turbo: sem pausas longas, uma ideia por frase]',
};

export const BLOCK_TITLES = [
  'O que ninguém te explica',
  'Os fundamentos',
  'O método na prática',
  'Os erros que travam o resultado',
  'Exemplos reais',
  'Como manter a constância',
  'Perguntas que sempre aparecem',
  'Como medir o progresso',
  'O plano para a próxima semana',
];

/** A series part's first development line: what this part covers. */
export const SERIES_OPEN = ['Nesta parte, vamos falar de {part}.', 'Hoje, na parte {n}: {part}.'];

export const SERIES_PULL = [
  'Na parte {n}, o assunto é {next}. Segue para não perder.',
  'Isso é só o começo: na parte {n} vem {next}.',
];

export const SERIES_CLOSE = 'Se você perdeu as outras partes, elas estão no perfil.';
export const SERIES_CLOSE_SHORT = 'As outras partes estão no perfil.';

/** Rule-based edits: humour lines and formal replacements. */
export const HUMOR_LINES = TONE_LINES.Divertido;

export const FORMAL_REPLACEMENTS: Array<[RegExp, string]> = [
  [/\bpra\b/gi, 'para'],
  [/\btá\b/gi, 'está'],
  [/\bvc\b/gi, 'você'],
  [/\bgalera\b/gi, 'pessoal'],
  [/\bOlha só:/g, 'Observe:'],
  [/\bAnota aí:?/g, 'Registre:'],
  [/\bAnota essa:/g, 'Registre:'],
  [/\bpara tudo e presta atenção\b/gi, 'preste atenção'],
  [/\bSem rodeio:/g, 'Em resumo:'],
  [/\bConfia,\s*/g, ''],
  [/,?\s*né\?/g, '.'],
  [/\bkkk+\b/gi, ''],
  [/!/g, '.'],
];

/** The pain said to the audience when they wrote it in the first person ({dor} is already "você" form: "tem medo de…"). */
export const DOR_YOU = ['Se você {dor}, esse ponto é para você.', 'Você {dor}? Isso tem solução.'];

/** Says the whole idea once, when the hook did not (docs/PRODUCT.md §offline-writer): {ideia} is the idea, quoted. */
export const WHOLE_IDEA = {
  statement: ['O tema de hoje: {ideia}.', 'Hoje o assunto é este: {ideia}.'],
  question: ['A pergunta de hoje: {ideia}', 'Hoje eu respondo: {ideia}'],
};

/**
 * Hooks for an idea that promises a number of items ("3 erros…", "cinco dicas…"): {ideia} is
 * the idea itself, so the hook promises exactly what the numbered points deliver.
 */
export const PROMISE_HOOKS = [
  '{ideia}. Anota aí.',
  '{ideia}: presta atenção até o último.',
  'Se você quer acertar, guarda isso: {ideia}.',
  '{ideia}. Presta atenção no último, que quase ninguém faz.',
  'Salva antes que você esqueça: {ideia}.',
];

/** What is said after a promised item the writer cannot know, whose slot the creator fills ([DIGA AQUI: …]). */
export const SLOT_FOLLOW = [
  'Esse aqui muita gente ignora.',
  'Guarda esse, que ele faz diferença.',
  'Repara como esse aparece no dia a dia.',
  'Esse é o que mais me perguntam.',
  'Parece simples, mas muda muita coisa.',
  'Esse eu queria ter sabido antes.',
  'Presta atenção nesse, que ele engana.',
  'Esse costuma surpreender.',
  'Anota esse com carinho.',
  'Esse vale o vídeo inteiro.',
];

/** A caption's middle sentence; the first is the idea, the last the platform's call. */
export const CAPTION_LEADS = [
  'Neste vídeo eu explico o essencial, sem enrolação.',
  'O resumo que eu queria ter ouvido quando comecei.',
  'Tudo o que importa, direto ao ponto.',
  'Assiste até o fim e me conta o que achou.',
];

export const CAPTION_CTA: Record<string, string> = {
  'instagram-reels': 'Salva para consultar depois e manda para quem precisa.',
  tiktok: 'Comenta a sua dúvida que eu respondo em vídeo.',
  'youtube-shorts': 'Se inscreve no canal para ver os próximos.',
  'youtube-horizontal': 'Deixa o like, se inscreve no canal e comenta a sua dúvida.',
  linkedin: 'Qual é a sua experiência com isso? Conta nos comentários.',
};

/** The platform's own hashtags, after the idea's. */
export const PLATFORM_HASHTAGS: Record<string, string[]> = {
  'instagram-reels': ['#reels', '#reelsbrasil'],
  tiktok: ['#fyp', '#tiktokbrasil'],
  'youtube-shorts': ['#shorts', '#youtubeshorts'],
  'youtube-horizontal': ['#youtube', '#youtubebrasil'],
  linkedin: ['#linkedin', '#aprendizado'],
};

/** The on-screen text of the call to action, by objective. */
export const CTA_SCREEN: Record<ObjectiveId, string> = {
  engajamento: 'Comenta a sua dúvida',
  seguidores: 'Segue para mais',
  vendas: 'Link {link}',
  autoridade: 'Salva para consultar',
  leads: 'Me chama no direct',
};
