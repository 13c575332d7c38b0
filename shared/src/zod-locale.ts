import * as z from 'zod';
import { ptBR } from 'zod/locales';

/**
 * zod's own messages (a field missing from a request, a wrong type) in pt-BR, for the
 * schemas that carry no message of their own. Imported once by each runtime's entry.
 */
z.config(ptBR());
