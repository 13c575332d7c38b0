import '../zod-locale';
import * as schemas from './script.schema';
import { ADVANCED_DURATIONS_S, HORIZONTAL_DURATIONS_S, PLATFORMS, durationsFor } from './script-options';

/**
 * Parity of the script contract across its move from classic zod to zod/mini: each
 * expectation below was captured from the classic schema (success, parsed data, first
 * issue's message and path, issue count) with the pt-BR locale the server sets.
 * A change here is a change of the API contract, not a refactor (issue 10 added `versionCount`).
 */
type Expected =
  { success: true; data: unknown } | { success: false; message: string; path: PropertyKey[]; issues: number };

const U = '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b';
const simple = { mode: 'simple', idea: '  Como vender mais  ', duracao: 30 };
const adv = {
  mode: 'complete',
  persona: ' Nutricionista ',
  plataforma: 'tiktok',
  duracao: 45,
  aparecer: 'Sim',
  angulo: 'segredo',
  tema: ' Dieta ',
  objetivo: 'engajamento',
  formato: 'talking-head',
  tom: 'Inspirador',
};
/** What `adv` parses to: trimmed, with every optional field defaulted to ''. */
const ADV_PARSED = {
  mode: 'complete',
  persona: 'Nutricionista',
  dor: '',
  oferta: '',
  plataforma: 'tiktok',
  duracao: 45,
  aparecer: 'Sim',
  angulo: 'segredo',
  tema: 'Dieta',
  objetivo: 'engajamento',
  formato: 'talking-head',
  provaSocial: '',
  objecao: '',
  tom: 'Inspirador',
  localidade: '',
  referencia: '',
};
const script = {
  id: 's1',
  text: 't',
  niche: 'n',
  theme: 'th',
  objective: '',
  format: 'reels',
  details: '',
  duration: 30,
  favorite: false,
  createdAt: '2024-01-01',
  updatedAt: '2024-01-01',
  writer: 'offline',
  request: null,
  seriesId: null,
  seriesIndex: null,
  versionCount: 0,
  extras: null,
};
/** A script's extras (docs/PRODUCT.md §data.extras): accented and underscored hashtags are fine. */
const EXTRAS = {
  hooks: ['Um?', 'Dois!', 'Três.'],
  caption: 'Legenda.',
  hashtags: ['#pão', '#receita_facil'],
  onScreenTexts: [{ section: 'cta', text: 'Salva' }],
};
const CASES: [keyof typeof schemas, unknown, Expected][] = [
  ['generationIdSchema', U, { success: true, data: '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b' }],
  [
    'generationIdSchema',
    'not-a-uuid',
    { success: false, message: 'Identificador de geração inválido.', path: [], issues: 1 },
  ],
  ['generationIdSchema', 42, { success: false, message: 'Identificador de geração inválido.', path: [], issues: 1 }],
  [
    'generationIdSchema',
    undefined,
    { success: false, message: 'Identificador de geração inválido.', path: [], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    simple,
    { success: true, data: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Sim', influencer: '' } },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, aparecer: 'Não', influencer: '  Fulano  ' },
    {
      success: true,
      data: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Não', influencer: 'Fulano' },
    },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, idea: '   ' },
    { success: false, message: 'Descreva a sua ideia para gerar o roteiro.', path: ['idea'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, idea: 'x'.repeat(2001) },
    { success: false, message: 'Use no máximo 2000 caracteres.', path: ['idea'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, idea: ' ' + 'x'.repeat(2000) + ' ' },
    {
      success: true,
      data: {
        mode: 'simple',
        idea: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
        duracao: 30,
        aparecer: 'Sim',
        influencer: '',
      },
    },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, idea: undefined },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      path: ['idea'],
      issues: 1,
    },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, idea: 5 },
    { success: false, message: 'Entrada inválida: esperava um texto, recebeu um número', path: ['idea'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, duracao: 31 },
    { success: false, message: 'Escolha uma duração válida.', path: ['duracao'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, duracao: '30' },
    { success: false, message: 'Escolha uma duração válida.', path: ['duracao'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, duracao: undefined },
    { success: false, message: 'Escolha uma duração válida.', path: ['duracao'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, duracao: 5 },
    { success: true, data: { mode: 'simple', idea: 'Como vender mais', duracao: 5, aparecer: 'Sim', influencer: '' } },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, duracao: 90 },
    { success: true, data: { mode: 'simple', idea: 'Como vender mais', duracao: 90, aparecer: 'Sim', influencer: '' } },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, aparecer: 'talvez' },
    {
      success: false,
      message: 'Opção inválida: esperava uma das seguintes opções: "Sim"|"Não"',
      path: ['aparecer'],
      issues: 1,
    },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, influencer: 'x'.repeat(121) },
    { success: false, message: 'Use no máximo 120 caracteres.', path: ['influencer'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, influencer: null },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "nulo"',
      path: ['influencer'],
      issues: 1,
    },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, mode: 'complete' },
    { success: false, message: 'Entrada inválida: esperava "simple"', path: ['mode'], issues: 1 },
  ],
  [
    'simpleScriptRequestSchema',
    { ...simple, extra: 1 },
    { success: true, data: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Sim', influencer: '' } },
  ],
  [
    'simpleScriptRequestSchema',
    null,
    { success: false, message: 'Entrada inválida: esperava um objeto, recebeu um valor "nulo"', path: [], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    adv,
    {
      success: true,
      data: { ...ADV_PARSED },
    },
  ],
  [
    'advancedScriptRequestSchema',
    {
      ...adv,
      mode: 'turbo',
      dor: ' d ',
      oferta: 'o',
      objetivo: 'vendas',
      formato: 'pov',
      provaSocial: 'p',
      objecao: 'x',
      localidade: 'SP',
      referencia: 'r',
    },
    {
      success: true,
      data: {
        ...ADV_PARSED,
        mode: 'turbo',
        dor: 'd',
        oferta: 'o',
        objetivo: 'vendas',
        formato: 'pov',
        provaSocial: 'p',
        objecao: 'x',
        localidade: 'SP',
        referencia: 'r',
      },
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, mode: 'bogus' },
    { success: false, message: 'Modo de geração inválido.', path: ['mode'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, mode: undefined },
    { success: false, message: 'Modo de geração inválido.', path: ['mode'], issues: 1 },
  ],
  ['advancedScriptRequestSchema', { ...adv, persona: '  ' }, { success: true, data: { ...ADV_PARSED, persona: '' } }],
  [
    'advancedScriptRequestSchema',
    { ...adv, persona: ' ', tema: '', dor: '  ' },
    {
      success: false,
      message: 'Descreva a persona, o tema ou a dor do público.',
      path: ['persona'],
      issues: 1,
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, persona: undefined, tema: undefined, dor: 'Não sai do lugar' },
    { success: true, data: { ...ADV_PARSED, persona: '', tema: '', dor: 'Não sai do lugar' } },
  ],
  [
    'advancedScriptRequestSchema',
    { mode: 'complete', plataforma: 'tiktok', duracao: 45, aparecer: 'Sim', objetivo: 'vendas', formato: 'pov' },
    {
      success: false,
      message: 'Descreva a persona, o tema ou a dor do público.',
      path: ['persona'],
      issues: 1,
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, persona: 'x'.repeat(201) },
    { success: false, message: 'Use no máximo 200 caracteres.', path: ['persona'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, persona: undefined },
    { success: true, data: { ...ADV_PARSED, persona: '' } },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, dor: 'x'.repeat(501) },
    { success: false, message: 'Use no máximo 500 caracteres.', path: ['dor'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, plataforma: 'orkut' },
    { success: false, message: 'Escolha uma plataforma.', path: ['plataforma'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, plataforma: 'youtube-horizontal', duracao: 1800 },
    {
      success: true,
      data: { ...ADV_PARSED, plataforma: 'youtube-horizontal', duracao: 1800 },
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, plataforma: 'tiktok', duracao: 1800 },
    { success: false, message: 'Escolha uma duração válida para a plataforma.', path: ['duracao'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, plataforma: 'youtube-horizontal', duracao: 45 },
    { success: false, message: 'Escolha uma duração válida para a plataforma.', path: ['duracao'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, duracao: 31 },
    { success: false, message: 'Escolha uma duração válida.', path: ['duracao'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, duracao: 30.5 },
    {
      success: false,
      message: 'Entrada inválida: esperava um número inteiro, recebeu um número',
      path: ['duracao'],
      issues: 1,
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, duracao: '30' },
    { success: false, message: 'Entrada inválida: esperava um número, recebeu um texto', path: ['duracao'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, duracao: undefined },
    {
      success: false,
      message: 'Entrada inválida: esperava um número, recebeu um valor "undefined"',
      path: ['duracao'],
      issues: 1,
    },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, aparecer: undefined },
    { success: false, message: 'Diga se você vai aparecer no vídeo.', path: ['aparecer'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, angulo: 'nope' },
    { success: false, message: 'Escolha um ângulo.', path: ['angulo'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, angulo: undefined },
    { success: true, data: { ...ADV_PARSED, angulo: '' } },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, angulo: '', tom: '' },
    { success: true, data: { ...ADV_PARSED, angulo: '', tom: '' } },
  ],
  ['advancedScriptRequestSchema', { ...adv, tom: undefined }, { success: true, data: { ...ADV_PARSED, tom: '' } }],
  ['advancedScriptRequestSchema', { ...adv, tema: ' ' }, { success: true, data: { ...ADV_PARSED, tema: '' } }],
  [
    'advancedScriptRequestSchema',
    { ...adv, tema: 'x'.repeat(301) },
    { success: false, message: 'Use no máximo 300 caracteres.', path: ['tema'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, objetivo: 'nope' },
    { success: false, message: 'Escolha o objetivo do vídeo.', path: ['objetivo'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, objetivo: '' },
    { success: false, message: 'Escolha o objetivo do vídeo.', path: ['objetivo'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, objetivo: undefined },
    { success: false, message: 'Escolha o objetivo do vídeo.', path: ['objetivo'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, formato: 'nope' },
    { success: false, message: 'Escolha o formato do vídeo.', path: ['formato'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, formato: '' },
    { success: false, message: 'Escolha o formato do vídeo.', path: ['formato'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, tom: 'bravo' },
    { success: false, message: 'Escolha um tom.', path: ['tom'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, localidade: 'x'.repeat(121) },
    { success: false, message: 'Use no máximo 120 caracteres.', path: ['localidade'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    { ...adv, referencia: 'x'.repeat(301) },
    { success: false, message: 'Use no máximo 300 caracteres.', path: ['referencia'], issues: 1 },
  ],
  [
    'advancedScriptRequestSchema',
    {},
    { success: false, message: 'Modo de geração inválido.', path: ['mode'], issues: 6 },
  ],
  [
    'scriptRequestSchema',
    simple,
    { success: true, data: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Sim', influencer: '' } },
  ],
  [
    'scriptRequestSchema',
    adv,
    {
      success: true,
      data: { ...ADV_PARSED },
    },
  ],
  [
    'scriptRequestSchema',
    { ...adv, mode: 'series' },
    {
      success: true,
      data: { ...ADV_PARSED, mode: 'series' },
    },
  ],
  [
    'scriptRequestSchema',
    { ...adv, mode: 'trend' },
    {
      success: true,
      data: { ...ADV_PARSED, mode: 'trend' },
    },
  ],
  [
    'scriptRequestSchema',
    { ...simple, mode: 'nope' },
    {
      success: false,
      message: "Valor de discriminação inválido. Esperava 'simple' | 'complete' | 'trend' | 'turbo' | 'series'",
      path: ['mode'],
      issues: 1,
    },
  ],
  [
    'scriptRequestSchema',
    { idea: 'x' },
    {
      success: false,
      message: "Valor de discriminação inválido. Esperava 'simple' | 'complete' | 'trend' | 'turbo' | 'series'",
      path: ['mode'],
      issues: 1,
    },
  ],
  [
    'scriptRequestSchema',
    'simple',
    { success: false, message: 'Entrada inválida: esperava um objeto, recebeu um texto', path: [], issues: 1 },
  ],
  [
    'generateScriptBodySchema',
    { generationId: U, request: simple },
    {
      success: true,
      data: {
        generationId: '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b',
        request: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Sim', influencer: '' },
      },
    },
  ],
  [
    'generateScriptBodySchema',
    { generationId: 'x', request: simple },
    { success: false, message: 'Identificador de geração inválido.', path: ['generationId'], issues: 1 },
  ],
  [
    'generateScriptBodySchema',
    { generationId: U },
    {
      success: false,
      message: 'Entrada inválida: esperava um objeto, recebeu um valor "undefined"',
      path: ['request'],
      issues: 1,
    },
  ],
  [
    'generateScriptBodySchema',
    { generationId: U, request: { ...adv, formato: '' } },
    { success: false, message: 'Escolha o formato do vídeo.', path: ['request', 'formato'], issues: 1 },
  ],
  [
    'generateScriptBodySchema',
    {},
    { success: false, message: 'Identificador de geração inválido.', path: ['generationId'], issues: 2 },
  ],
  [
    'aiEditBodySchema',
    { generationId: U, editPrompt: '  mais curto ' },
    { success: true, data: { generationId: '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b', editPrompt: 'mais curto' } },
  ],
  [
    'aiEditBodySchema',
    { generationId: U, editPrompt: '   ' },
    { success: false, message: 'Descreva o que a IA deve mudar no roteiro.', path: ['editPrompt'], issues: 1 },
  ],
  [
    'aiEditBodySchema',
    { generationId: U, editPrompt: 'x'.repeat(1001) },
    { success: false, message: 'Use no máximo 1000 caracteres.', path: ['editPrompt'], issues: 1 },
  ],
  [
    'aiEditBodySchema',
    { generationId: U },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      path: ['editPrompt'],
      issues: 1,
    },
  ],
  [
    'aiEditBodySchema',
    { generationId: 'bad', editPrompt: 'ok' },
    { success: false, message: 'Identificador de geração inválido.', path: ['generationId'], issues: 1 },
  ],
  ['updateScriptBodySchema', { text: ' novo ' }, { success: true, data: { text: 'novo' } }],
  ['updateScriptBodySchema', { favorite: true }, { success: true, data: { favorite: true } }],
  ['updateScriptBodySchema', { text: 'a', favorite: false }, { success: true, data: { text: 'a', favorite: false } }],
  ['updateScriptBodySchema', {}, { success: false, message: 'Nada para atualizar.', path: [], issues: 1 }],
  [
    'updateScriptBodySchema',
    { text: '  ' },
    { success: false, message: 'O roteiro não pode ficar vazio.', path: ['text'], issues: 1 },
  ],
  [
    'updateScriptBodySchema',
    { text: 'x'.repeat(40_001) },
    { success: false, message: 'O roteiro está longo demais.', path: ['text'], issues: 1 },
  ],
  [
    'updateScriptBodySchema',
    { favorite: 'yes' },
    {
      success: false,
      message: 'Entrada inválida: esperava um valor booleano, recebeu um texto',
      path: ['favorite'],
      issues: 1,
    },
  ],
  [
    'updateScriptBodySchema',
    { text: null },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "nulo"',
      path: ['text'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    script,
    {
      success: true,
      data: {
        id: 's1',
        text: 't',
        niche: 'n',
        theme: 'th',
        objective: '',
        format: 'reels',
        details: '',
        duration: 30,
        favorite: false,
        createdAt: '2024-01-01',
        updatedAt: '2024-01-01',
        writer: 'offline',
        request: null,
        seriesId: null,
        seriesIndex: null,
        versionCount: 0,
        extras: null,
      },
    },
  ],
  [
    'scriptSchema',
    { ...script, request: simple },
    {
      success: true,
      data: {
        id: 's1',
        text: 't',
        niche: 'n',
        theme: 'th',
        objective: '',
        format: 'reels',
        details: '',
        duration: 30,
        favorite: false,
        createdAt: '2024-01-01',
        updatedAt: '2024-01-01',
        writer: 'offline',
        request: { mode: 'simple', idea: 'Como vender mais', duracao: 30, aparecer: 'Sim', influencer: '' },
        seriesId: null,
        seriesIndex: null,
        versionCount: 0,
        extras: null,
      },
    },
  ],
  [
    'scriptSchema',
    { ...script, id: '' },
    {
      success: false,
      message: 'Pequeno demais: esperava que o texto tivesse >= 1 caracteres',
      path: ['id'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, format: 'story', writer: 'bedrock', seriesId: 'x', seriesIndex: 2 },
    {
      success: true,
      data: {
        id: 's1',
        text: 't',
        niche: 'n',
        theme: 'th',
        objective: '',
        format: 'story',
        details: '',
        duration: 30,
        favorite: false,
        createdAt: '2024-01-01',
        updatedAt: '2024-01-01',
        writer: 'bedrock',
        request: null,
        seriesId: 'x',
        seriesIndex: 2,
        versionCount: 0,
        extras: null,
      },
    },
  ],
  [
    'scriptSchema',
    { ...script, duration: -1 },
    { success: false, message: 'Pequeno demais: esperava que o número fosse >= 0', path: ['duration'], issues: 1 },
  ],
  [
    'scriptSchema',
    { ...script, duration: 1.5 },
    {
      success: false,
      message: 'Entrada inválida: esperava um número inteiro, recebeu um número',
      path: ['duration'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, writer: 'gpt' },
    {
      success: false,
      message: 'Opção inválida: esperava uma das seguintes opções: "offline"|"bedrock"|"openai"',
      path: ['writer'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, request: { mode: 'simple' } },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      path: ['request', 'idea'],
      issues: 2,
    },
  ],
  [
    'scriptSchema',
    { ...script, versionCount: -1 },
    {
      success: false,
      message: 'Pequeno demais: esperava que o número fosse >= 0',
      path: ['versionCount'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, extras: EXTRAS },
    {
      success: true,
      data: {
        ...script,
        extras: { ...EXTRAS, onScreenTexts: [{ section: 'cta', text: 'Salva' }] },
      },
    },
  ],
  [
    'scriptSchema',
    { ...script, extras: { hooks: ['Um?', 'Dois!'], caption: 'L.', hashtags: ['#a'], onScreenTexts: [] } },
    {
      success: false,
      message: 'Pequeno demais: esperava que o vetor tivesse >= 3 elementos',
      path: ['extras', 'hooks'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, extras: { hooks: ['a', 'b', 'c'], caption: 'L.', hashtags: ['pão caseiro'], onScreenTexts: [] } },
    {
      success: false,
      message: 'Texto inválido: deve corresponder ao padrão /^#[\\p{L}\\p{N}_]{1,60}$/u',
      path: ['extras', 'hashtags', 0],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, extras: undefined },
    {
      success: false,
      message: 'Entrada inválida: esperava um objeto, recebeu um valor "undefined"',
      path: ['extras'],
      issues: 1,
    },
  ],
  [
    'scriptSchema',
    { ...script, seriesIndex: undefined },
    {
      success: false,
      message: 'Entrada inválida: esperava um número, recebeu um valor "undefined"',
      path: ['seriesIndex'],
      issues: 1,
    },
  ],
  [
    'generateScriptResponseSchema',
    { scripts: [script], replacedOldest: false, creditsRemaining: 3 },
    {
      success: true,
      data: {
        scripts: [
          {
            id: 's1',
            text: 't',
            niche: 'n',
            theme: 'th',
            objective: '',
            format: 'reels',
            details: '',
            duration: 30,
            favorite: false,
            createdAt: '2024-01-01',
            updatedAt: '2024-01-01',
            writer: 'offline',
            request: null,
            seriesId: null,
            seriesIndex: null,
            versionCount: 0,
            extras: null,
          },
        ],
        replacedOldest: false,
        creditsRemaining: 3,
      },
    },
  ],
  [
    'generateScriptResponseSchema',
    { scripts: [], replacedOldest: false, creditsRemaining: 3 },
    {
      success: false,
      message: 'Pequeno demais: esperava que o vetor tivesse >= 1 elementos',
      path: ['scripts'],
      issues: 1,
    },
  ],
  [
    'generateScriptResponseSchema',
    { scripts: [script], replacedOldest: false, creditsRemaining: 1.2 },
    {
      success: false,
      message: 'Entrada inválida: esperava um número inteiro, recebeu um número',
      path: ['creditsRemaining'],
      issues: 1,
    },
  ],
  [
    'scriptResponseSchema',
    { script },
    {
      success: true,
      data: {
        script: {
          id: 's1',
          text: 't',
          niche: 'n',
          theme: 'th',
          objective: '',
          format: 'reels',
          details: '',
          duration: 30,
          favorite: false,
          createdAt: '2024-01-01',
          updatedAt: '2024-01-01',
          writer: 'offline',
          request: null,
          seriesId: null,
          seriesIndex: null,
          versionCount: 0,
          extras: null,
        },
      },
    },
  ],
  [
    'scriptResponseSchema',
    {},
    {
      success: false,
      message: 'Entrada inválida: esperava um objeto, recebeu um valor "undefined"',
      path: ['script'],
      issues: 1,
    },
  ],
  [
    'aiEditResponseSchema',
    { script, creditsRemaining: 0 },
    {
      success: true,
      data: {
        script: {
          id: 's1',
          text: 't',
          niche: 'n',
          theme: 'th',
          objective: '',
          format: 'reels',
          details: '',
          duration: 30,
          favorite: false,
          createdAt: '2024-01-01',
          updatedAt: '2024-01-01',
          writer: 'offline',
          request: null,
          seriesId: null,
          seriesIndex: null,
          versionCount: 0,
          extras: null,
        },
        creditsRemaining: 0,
      },
    },
  ],
  [
    'listScriptsResponseSchema',
    { items: [], nextCursor: null },
    { success: true, data: { items: [], nextCursor: null } },
  ],
  [
    'listScriptsResponseSchema',
    { items: [] },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um valor "undefined"',
      path: ['nextCursor'],
      issues: 1,
    },
  ],
  ['listScriptsQuerySchema', {}, { success: true, data: { limit: 20 } }],
  [
    'listScriptsQuerySchema',
    { q: '  pão caseiro ', favorites: 'true', kind: 'series', platform: 'tiktok' },
    { success: true, data: { limit: 20, q: 'pão caseiro', favorites: 'true', kind: 'series', platform: 'tiktok' } },
  ],
  [
    'listScriptsQuerySchema',
    { q: 'a'.repeat(101) },
    { success: false, message: 'Busque com no máximo 100 caracteres.', path: ['q'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { favorites: 'false' },
    { success: false, message: 'Filtro de favoritos inválido.', path: ['favorites'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { kind: 'viral' },
    { success: false, message: 'Modo inválido.', path: ['kind'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { platform: 'orkut' },
    { success: false, message: 'Plataforma inválida.', path: ['platform'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { limit: '7', cursor: 'eyJ2IjoxfQ' },
    { success: true, data: { limit: 7, cursor: 'eyJ2IjoxfQ' } },
  ],
  [
    'listScriptsQuerySchema',
    { limit: '51' },
    { success: false, message: 'Informe um limite entre 1 e 50.', path: ['limit'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { limit: 'abc' },
    { success: false, message: 'Informe um limite entre 1 e 50.', path: ['limit'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { limit: '0' },
    { success: false, message: 'Informe um limite entre 1 e 50.', path: ['limit'], issues: 1 },
  ],
  [
    'listScriptsQuerySchema',
    { cursor: 'a+b/c=' },
    {
      success: false,
      message: 'Não foi possível continuar a lista. Recarregue a página.',
      path: ['cursor'],
      issues: 1,
    },
  ],
  [
    'listScriptsQuerySchema',
    { cursor: 'a'.repeat(201) },
    {
      success: false,
      message: 'Não foi possível continuar a lista. Recarregue a página.',
      path: ['cursor'],
      issues: 1,
    },
  ],
  [
    'listScriptsResponseSchema',
    { items: [script, { ...script, text: 1 }], nextCursor: null },
    {
      success: false,
      message: 'Entrada inválida: esperava um texto, recebeu um número',
      path: ['items', 1, 'text'],
      issues: 1,
    },
  ],
  ['deleteScriptResponseSchema', { deleted: true }, { success: true, data: { deleted: true } }],
  [
    'deleteScriptResponseSchema',
    { deleted: false },
    { success: false, message: 'Entrada inválida: esperava true', path: ['deleted'], issues: 1 },
  ],
  [
    'diagnosticModelResponseSchema',
    { ok: true, writer: 'openai', latencyMs: 12.5, sample: 's', maxTokens: 4000 },
    { success: true, data: { ok: true, writer: 'openai', latencyMs: 12.5, sample: 's', maxTokens: 4000 } },
  ],
  [
    'diagnosticModelResponseSchema',
    { ok: true, writer: 'openai', latencyMs: -1, sample: 's', maxTokens: 4000 },
    { success: false, message: 'Pequeno demais: esperava que o número fosse >= 0', path: ['latencyMs'], issues: 1 },
  ],
  [
    'diagnosticRoundTripResponseSchema',
    { ok: false, latencyMs: 0 },
    { success: true, data: { ok: false, latencyMs: 0 } },
  ],
  [
    'diagnosticRoundTripResponseSchema',
    { ok: false },
    {
      success: false,
      message: 'Entrada inválida: esperava um número, recebeu um valor "undefined"',
      path: ['latencyMs'],
      issues: 1,
    },
  ],
];

type Parser = {
  safeParse: (
    v: unknown,
  ) =>
    | { success: true; data: unknown }
    | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
};

it.each(CASES.map(([name, input, expected], i) => [i, name, input, expected] as const))(
  'case %i: %s',
  (_i, name, input, expected) => {
    const r = (schemas[name] as unknown as Parser).safeParse(input);
    const actual = r.success
      ? { success: true, data: r.data }
      : {
          success: false,
          message: r.error.issues[0]?.message,
          path: r.error.issues[0]?.path,
          issues: r.error.issues.length,
        };
    expect(actual).toEqual(expected);
  },
);

describe('SCRIPT_LIMITS', () => {
  /** Where each limited field lives: its schema and a valid body to put it in. */
  const HOMES: Record<keyof typeof schemas.SCRIPT_LIMITS, [Parser, Record<string, unknown>]> = {
    idea: [schemas.simpleScriptRequestSchema, simple],
    influencer: [schemas.simpleScriptRequestSchema, simple],
    persona: [schemas.advancedScriptRequestSchema, adv],
    dor: [schemas.advancedScriptRequestSchema, adv],
    oferta: [schemas.advancedScriptRequestSchema, adv],
    tema: [schemas.advancedScriptRequestSchema, adv],
    provaSocial: [schemas.advancedScriptRequestSchema, adv],
    objecao: [schemas.advancedScriptRequestSchema, adv],
    localidade: [schemas.advancedScriptRequestSchema, adv],
    referencia: [schemas.advancedScriptRequestSchema, adv],
    editPrompt: [schemas.aiEditBodySchema, { generationId: U }],
    text: [schemas.updateScriptBodySchema, {}],
  };

  it.each(Object.entries(schemas.SCRIPT_LIMITS))('is what the schema enforces for %s (%i)', (field, max) => {
    const [schema, base] = HOMES[field as keyof typeof HOMES];
    expect(schema.safeParse({ ...base, [field]: 'x'.repeat(max) }).success).toBe(true);
    const over = schema.safeParse({ ...base, [field]: 'x'.repeat(max + 1) });
    expect(over.success).toBe(false);
    expect(!over.success && over.error.issues.map((i) => i.path)).toEqual([[field]]);
  });
});

describe('durations by platform', () => {
  const ALL = [...new Set([...ADVANCED_DURATIONS_S, ...HORIZONTAL_DURATIONS_S])];
  it.each(PLATFORMS.map((p) => p.id))(
    '%s: the schema accepts exactly the durations the wizard offers',
    (plataforma) => {
      for (const duracao of ALL) {
        const ok = schemas.advancedScriptRequestSchema.safeParse({ ...adv, plataforma, duracao }).success;
        expect([duracao, ok]).toEqual([duracao, durationsFor(plataforma).includes(duracao)]);
      }
    },
  );

  it('refuses the probe’s 30-minute TikTok inside a generate body too', () => {
    const r = schemas.generateScriptBodySchema.safeParse({
      generationId: U,
      request: { ...adv, plataforma: 'tiktok', duracao: 1800 },
    });
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['request', 'duracao'], 'Escolha uma duração válida para a plataforma.'],
    ]);
  });
});
