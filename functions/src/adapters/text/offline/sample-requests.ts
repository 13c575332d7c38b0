import type { AdvancedScriptRequest, ScriptRequest, SimpleScriptRequest } from '@shared/scripts/script.schema';

/** A simple-mode request for `idea`, 30 s, on camera; `over` changes any field. */
export const simpleRequest = (idea: string, over: Partial<SimpleScriptRequest> = {}): SimpleScriptRequest => ({
  mode: 'simple',
  idea,
  duracao: 30,
  aparecer: 'Sim',
  influencer: '',
  ...over,
});

/** A complete-mode request with every field filled (a home baker selling a course); `over` changes any field. */
export const advancedRequest = (over: Partial<AdvancedScriptRequest> = {}): AdvancedScriptRequest => ({
  mode: 'complete',
  persona: 'confeiteiras que vendem em casa',
  dor: 'não consigo vender todo dia',
  oferta: 'o curso Bolo Lucrativo',
  plataforma: 'instagram-reels',
  duracao: 45,
  aparecer: 'Sim',
  angulo: 'erro-comum',
  tema: 'Como precificar bolos caseiros',
  objetivo: 'engajamento',
  formato: 'talking-head',
  provaSocial: '300 alunas já aplicaram o método',
  objecao: 'não tenho tempo',
  tom: 'Divertido',
  localidade: 'Recife',
  referencia: '',
  ...over,
});

/**
 * Requests whose offline scripts a person reads to judge the writing (`npm run samples`).
 * They span every mode, several tones, angles and durations; the offline writer's tests
 * check that each one composes cleanly.
 */
export const SCRIPT_SAMPLES: ReadonlyArray<{ name: string; request: ScriptRequest }> = [
  { name: 'simples, 30 s', request: simpleRequest('Como economizar dinheiro no supermercado') },
  {
    name: 'completo, Direto e provocativo, 45 s',
    request: advancedRequest({
      tom: 'Direto e provocativo',
      angulo: 'polemica',
      objetivo: 'vendas',
      plataforma: 'tiktok',
    }),
  },
  {
    name: 'tendência, Divertido, 30 s',
    request: advancedRequest({
      mode: 'trend',
      duracao: 30,
      tema: 'Por que o seu perfil não cresce?',
      persona: 'criadores iniciantes',
      oferta: '',
      dor: '',
      provaSocial: 'mais de 2 mil perfis analisados',
      objecao: 'o algoritmo não me entrega',
      localidade: '',
      angulo: 'lista',
    }),
  },
  {
    name: 'completo, Emocional, 60 s',
    request: advancedRequest({
      tom: 'Emocional',
      duracao: 60,
      angulo: 'historia-pessoal',
      tema: 'Como o INSS calcula a aposentadoria',
      persona: 'quem vai se aposentar nos próximos anos',
      dor: 'tenho medo de receber menos do que mereço',
      oferta: 'a consultoria Aposenta Certo',
      provaSocial: 'mais de 500 famílias já revisaram o benefício comigo',
      objecao: 'isso é muito complicado pra mim',
      localidade: 'São Paulo',
      objetivo: 'leads',
    }),
  },
  { name: 'simples, 5 s', request: simpleRequest('iPhone ou Android para criar conteúdo', { duracao: 5 }) },
  {
    name: 'simples, 15 s',
    request: simpleRequest('Receitas fáceis com Air Fryer para a semana inteira', { duracao: 15 }),
  },
  {
    name: 'série, Inspirador, 15 s',
    request: advancedRequest({
      mode: 'series',
      duracao: 15,
      tom: 'Inspirador',
      angulo: 'mito-verdade',
      tema: 'Vale a pena morar em São Paulo?',
    }),
  },
  {
    name: 'turbo, Direto e provocativo, 30 s',
    request: advancedRequest({
      mode: 'turbo',
      duracao: 30,
      tom: 'Direto e provocativo',
      angulo: 'erro-comum',
      tema: 'Organizar a casa em 15 minutos por dia',
    }),
  },
  { name: 'simples, 90 s', request: simpleRequest('Como economizar dinheiro no supermercado', { duracao: 90 }) },
];
