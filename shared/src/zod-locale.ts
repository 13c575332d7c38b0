import * as z from 'zod/mini';
import { ptBR } from 'zod/locales';

/**
 * zod's own messages (a field missing from a request, a wrong type) in pt-BR, for the
 * schemas that carry no message of their own. Imported once by each runtime's entry.
 * Through zod/mini: the setting is shared with classic zod, and importing classic here
 * would put all of it (~70 KB) in every Lambda bundle, even those without a classic schema.
 */
z.config(ptBR());
