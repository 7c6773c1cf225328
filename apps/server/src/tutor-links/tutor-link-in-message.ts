import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tutorLink } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { tutorLinkStatus } from './tutor-link-records.ts';

export const TUTOR_LINK_INVALID_MESSAGE = 'Link do tutor inválido ou expirado. Envie de novo.';

/**
 * The lines an e-mail gives the tutor's link: only a live link of this consultation on our own origin,
 * so VetVoz's address never carries somebody else's link. The key in the fragment goes into this one
 * message and nowhere else (not stored, not logged).
 */
export async function tutorLinkLines({
  db,
  consultationId,
  link,
  publicUrl,
}: {
  db: Db;
  consultationId: string;
  link: string;
  publicUrl: string;
}): Promise<string> {
  const token = link.startsWith(`${publicUrl}/t/`) ? link.slice(publicUrl.length + 3).split('#')[0] : '';
  const [row] = token
    ? await db
        .select()
        .from(tutorLink)
        .where(and(eq(tutorLink.token, token), eq(tutorLink.consultationId, consultationId)))
    : [];
  if (!row || tutorLinkStatus(row) !== 'active')
    throw new AppError('VALIDATION', TUTOR_LINK_INVALID_MESSAGE, { field: 'tutorLink' });
  const until = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(row.expiresAt);
  return `Para ler e baixar os documentos, abra o link privado (válido até ${until}):\n${link}`;
}
