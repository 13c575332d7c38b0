import { WriterError } from '../../src/core/errors';

/**
 * What OpenAiWriter throws when the model's server refused the connection: Node's fetch error
 * ('fetch failed', its cause carrying ECONNREFUSED) inside the pt-BR WriterError.
 */
export const refusedConnection = () =>
  new WriterError('Não foi possível falar com o serviço de IA. Tente novamente em instantes.', {
    cause: new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:11434'), { code: 'ECONNREFUSED' }),
    }),
  });
