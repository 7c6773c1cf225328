import { z } from 'zod';
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * zod's own messages ("Invalid input: expected string…") in Brazilian Portuguese, for every schema that has
 * no message of its own. Set once, here, because every schema module of this package imports it (through
 * text.ts), so the server and the web both load it before they parse anything.
 */
z.config(ptBR());
