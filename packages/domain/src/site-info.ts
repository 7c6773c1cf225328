import { z } from 'zod';

/** Public contact details shown in the footer and legal texts; they come from server configuration. */
export const siteInfoSchema = z.object({
  contactEmail: z.string(),
  /** Digits only, with country code (e.g. 5511912345678); null when not configured. */
  whatsappNumber: z.string().nullable(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export { WHATSAPP_GREETING, whatsappLink } from './whatsapp.ts';
