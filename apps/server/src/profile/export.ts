import { formatIsoDay, isDocumentType } from '@vetvoz/domain';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import type { AppConfigEnv } from '../config/config.ts';
import { patientOf, patientsOf } from '../consultations/index.ts';
import { consultation, document, transcriptSegment } from '../db/schema/index.ts';
import { issuerFor, renderDocumentPdf } from '../documents/index.ts';
import { followUpsOf } from '../follow-ups/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { FileStorage } from '../storage/storage.ts';
import { type ExportContext, USER_TABLE_FILES } from './export-tables.ts';
import { getProfile, photoKey } from './service.ts';
import type { ZipEntry } from './zip-stream.ts';

/** Exports per user and hour: a zip with every PDF is heavy to build. */
export const EXPORT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };
/** Consultations read from the database at a time. */
const PAGE_SIZE = 25;

export const exportFileName = (now: Date) => `vetvoz-meus-dados-${formatIsoDay(now)}.zip`;

const jsonEntry = (name: string, value: unknown): ZipEntry => ({
  name,
  data: strToU8(`${JSON.stringify(value, null, 2)}\n`),
  compress: true,
});

/** "2026-03-10-thor-1a2b3c4d": the day, the animal and the id's start, in ASCII. */
function consultationFolder(row: { id: string; patientName: string; createdAt: Date }): string {
  const name = row.patientName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `consultas/${[formatIsoDay(row.createdAt), name, row.id.slice(0, 8)].filter(Boolean).join('-')}`;
}

/**
 * LGPD access and portability (Art. 18 II and V): everything VetVoz keeps about the user, as the entries of
 * a zip. Consultations are read a page at a time and each ready document is rendered to PDF as it is
 * reached, so memory stays bounded whatever the history's size. Only rows of `userId`, filtered in each query.
 */
export async function* userDataExport({
  db,
  config,
  storage,
  log,
  userId,
  now = new Date(),
}: ExportContext & {
  config: AppConfigEnv;
  storage: FileStorage;
  log: Logger;
  now?: Date;
}): AsyncGenerator<ZipEntry> {
  const profile = await getProfile({ db, config, userId });
  yield jsonEntry('perfil.json', profile);
  const photo = await storage.get(photoKey(userId));
  if (photo) yield { name: 'foto-de-perfil.webp', data: new Uint8Array(photo.content), compress: false };
  for (const table of USER_TABLE_FILES) yield jsonEntry(table.file, await table.load({ db, userId }));

  const issuer = await issuerFor(db, userId).catch(() => null);
  let consultations = 0;
  let pdfFailures = 0;
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const page: Array<typeof consultation.$inferSelect> = await db
      .select()
      .from(consultation)
      .where(
        and(
          eq(consultation.ownerId, userId),
          cursor
            ? or(
                gt(consultation.createdAt, cursor.createdAt),
                and(eq(consultation.createdAt, cursor.createdAt), gt(consultation.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(consultation.createdAt), asc(consultation.id))
      .limit(PAGE_SIZE);
    for (const row of page) {
      consultations += 1;
      const folder = consultationFolder(row);
      const segments = await db
        .select({
          index: transcriptSegment.index,
          status: transcriptSegment.status,
          text: transcriptSegment.text,
          createdAt: transcriptSegment.createdAt,
        })
        .from(transcriptSegment)
        .where(eq(transcriptSegment.consultationId, row.id))
        .orderBy(asc(transcriptSegment.index));
      yield jsonEntry(`${folder}/consulta.json`, {
        id: row.id,
        unitId: row.unitId,
        patient: patientOf(row),
        patients: patientsOf(row),
        animalSplit: row.animalSplit,
        status: row.status,
        transcript: row.transcript,
        transcriptEditedAt: row.transcriptEditedAt,
        durationSeconds: row.durationSeconds,
        sttProvider: row.sttProvider,
        sttModel: row.sttModel,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        segments,
        followUps: await followUpsOf(db, row.id),
      });
      const documents = await db
        .select()
        .from(document)
        .where(eq(document.consultationId, row.id))
        .orderBy(asc(document.type));
      for (const doc of documents) {
        // A visit with several animals has one document per type and animal: the others' files say which.
        const file = doc.patientIndex > 0 ? `${doc.type}-animal-${doc.patientIndex + 1}` : doc.type;
        yield jsonEntry(`${folder}/${file}.json`, {
          id: doc.id,
          type: doc.type,
          patientIndex: doc.patientIndex,
          status: doc.status,
          content: doc.content,
          generatedContent: doc.generatedContent,
          groundingFlags: doc.groundingFlags,
          promptVersion: doc.promptVersion,
          textProvider: doc.textProvider,
          textModel: doc.textModel,
          errorCode: doc.errorCode,
          editedAt: doc.editedAt,
          createdAt: doc.createdAt,
          updatedAt: doc.updatedAt,
        });
        if (!issuer || doc.status !== 'ready' || doc.content === null || !isDocumentType(doc.type)) continue;
        try {
          const pdf = await renderDocumentPdf({
            type: doc.type,
            content: doc.content,
            patient: patientsOf(row)[doc.patientIndex] ?? patientOf(row),
            issuer,
            date: doc.editedAt ?? doc.updatedAt,
          });
          yield { name: `${folder}/${file}.pdf`, data: new Uint8Array(pdf), compress: false };
        } catch (error) {
          // The JSON above still carries the content; the README says some PDFs are missing.
          pdfFailures += 1;
          log.warn({ err: { name: (error as Error)?.name }, documentId: doc.id }, 'export: PDF not rendered');
        }
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) break;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  yield {
    name: 'README.txt',
    data: strToU8(
      readme({ now, consultations, hasPhoto: Boolean(photo), issuer: Boolean(issuer), pdfFailures }),
    ),
    compress: true,
  };
}

function readme({
  now,
  consultations,
  hasPhoto,
  issuer,
  pdfFailures,
}: {
  now: Date;
  consultations: number;
  hasPhoto: boolean;
  issuer: boolean;
  pdfFailures: number;
}): string {
  const lines = [
    'VetVoz — cópia dos seus dados',
    `Gerada em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(now)} (horário de Brasília).`,
    '',
    'Esta é uma cópia de tudo o que o VetVoz guarda sobre você, conforme a Lei Geral de Proteção de Dados',
    '(LGPD, art. 18). Os arquivos .json podem ser abertos em qualquer editor de texto; datas estão em UTC.',
    '',
    'Arquivos:',
    '- perfil.json: seus dados de cadastro (nome, e-mail, CPF, CRMV, telefone, data de nascimento, função,',
    '  plano, preferência de contato, estabelecimento impresso nos documentos).',
    ...(hasPhoto ? ['- foto-de-perfil.webp: sua foto de perfil.'] : []),
    ...USER_TABLE_FILES.map((table) => `- ${table.file}: ${table.about}`),
    `- consultas/: uma pasta por consulta (${consultations} no total), com o nome do dia e do animal:`,
    '  - consulta.json: dados do animal, situação, transcrição (já anonimizada), seus trechos e os retornos',
    '    combinados (com os lembretes pedidos pelo tutor: só o canal e as datas);',
    '  - <tipo>.json: cada documento (anamnese, receita…): conteúdo atual, versão gerada pela IA, situação',
    '    e datas;',
    '  - <tipo>.pdf: o documento pronto em PDF, como seria emitido, com a data da última alteração.',
    '',
    'O que não está aqui, porque o VetVoz não guarda:',
    '- o áudio das consultas: é usado só para a transcrição e apagado em seguida;',
    '- dados do tutor ou responsável pelo animal (nome, CPF, endereço, telefone, e-mail): são digitados no',
    '  momento de emitir ou enviar um documento e não ficam armazenados; por isso os PDFs desta cópia saem',
    '  com esses campos em branco;',
    '- o contato (e-mail ou WhatsApp) que um tutor deixa na página do tutor para receber o lembrete de um',
    '  retorno: fica guardado só até o lembrete ser enviado (ou cancelado) e então é apagado;',
    '- sua senha (guardamos apenas um resumo criptográfico, que não permite recuperá-la).',
  ];
  if (!issuer) {
    lines.push(
      '',
      'Os PDFs não foram gerados porque o seu CRMV no perfil está incompleto (número e UF, ex.: 12345/SP),',
      'e todo documento veterinário precisa dele. O conteúdo de cada documento está nos arquivos .json.',
    );
  }
  if (pdfFailures > 0) {
    lines.push(
      '',
      `${pdfFailures} documento(s) não puderam ser convertidos em PDF; o conteúdo está no arquivo .json ao lado.`,
    );
  }
  lines.push(
    '',
    'Prontuários: o CFMV (Res. 1.321/2020, art. 9º, § 3º) exige guardar o prontuário por pelo menos 5 anos',
    'após o último atendimento. Se você excluir sua conta, guarde esta cópia: o VetVoz apaga as consultas',
    'e os documentos junto com a conta.',
    '',
    'Dúvidas: fale com o suporte pelo site do VetVoz.',
    '',
  );
  return lines.join('\r\n');
}
