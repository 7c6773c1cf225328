import { json } from '../../../test/mock-api.ts';

/**
 * The API a tutor's link needs, faked: each document's PDF and text, the follow-ups, and the link's creation (which
 * answers with the URL the server would give; the browser adds the key).
 */
export function tutorLinkRoutes(consultationId: string, documentIds: readonly string[]) {
  const routes: Record<string, () => Response> = {};
  for (const id of documentIds) {
    routes[`POST /api/documents/${id}/pdf`] = () =>
      new Response(new Uint8Array([37, 80, 68, 70, 45]), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${id}.pdf"`,
        },
      });
    routes[`POST /api/documents/${id}/text`] = () => json({ text: `Texto de ${id}`, fileName: `${id}.pdf` });
  }
  // The follow-ups sealed with the documents (none here: the pack carries an empty list).
  routes[`GET /api/consultations/${consultationId}/follow-ups`] = () => json({ followUps: [] });
  routes[`POST /api/consultations/${consultationId}/tutor-links`] = () =>
    json(
      {
        id: 'l-1',
        token: 'AAAAAAAAAAAAAAAAAAAAAA',
        url: 'http://localhost/t/AAAAAAAAAAAAAAAAAAAAAA',
        documentTypes: ['receita'],
        createdAt: '2026-11-26T12:00:00.000Z',
        expiresAt: '2026-12-26T12:00:00.000Z',
        revokedAt: null,
        status: 'active',
      },
      201,
    );
  return routes;
}

/** The link as the message carries it: the server's URL and the key drawn in the browser. */
export const TUTOR_LINK_IN_MESSAGE = /^http:\/\/localhost\/t\/A{22}#[A-Za-z0-9_-]{43}$/;
