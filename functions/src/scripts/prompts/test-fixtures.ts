import { advancedScriptRequestSchema, type AdvancedScriptRequest } from '@shared/scripts/script.schema';

/** An advanced request as the schema parses it (empty fields defaulted): the prompt tests' starting point. */
export const advanced: AdvancedScriptRequest = advancedScriptRequestSchema.parse({
  mode: 'complete',
  persona: 'nutricionistas',
  dor: 'pacientes somem',
  plataforma: 'youtube-horizontal',
  duracao: 600,
  aparecer: 'Não',
  angulo: 'mito-verdade',
  tema: 'Jejum intermitente',
  objetivo: 'autoridade',
  formato: 'narracao-broll',
  tom: 'Inspirador',
});
