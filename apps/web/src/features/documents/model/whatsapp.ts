import { maskPhone } from '@vetvoz/domain';

/** Digits of a Brazilian phone with DDD: 10 (landline) or 11 (mobile). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

export function isWhatsAppPhone(masked: string): boolean {
  const digits = phoneDigits(masked);
  return digits.length === 10 || digits.length === 11;
}

export const WHATSAPP_PHONE_MESSAGE =
  'Celular incompleto: use DDD + número, ou deixe em branco para escolher o contato no WhatsApp.';

/** Blank, or a whole number with DDD: without one, WhatsApp asks whom to send to. */
export function isOptionalWhatsAppPhone(masked: string): boolean {
  return phoneDigits(masked) === '' || isWhatsAppPhone(masked);
}

/**
 * The wa.me link with the document's text already typed: to the tutor's chat when the number is known,
 * otherwise WhatsApp's own contact picker (the tutor is usually in the vet's contacts already).
 */
export function whatsAppUrl(maskedPhone: string, text: string): string {
  const digits = phoneDigits(maskedPhone);
  return `https://wa.me/${digits ? `55${digits}` : ''}?text=${encodeURIComponent(text)}`;
}

export interface TutorMessageInput {
  /** The responsável's name as typed; only the first name greets. */
  tutorName: string;
  /** The labels of what is sent ("Receita", "Orientações ao tutor"). */
  documents: readonly string[];
  vetName: string;
  clinic: { name: string; phone?: string } | null;
  /** The documents' full text, when no PDF goes along (a plain wa.me link). */
  texts?: readonly string[];
  /** The animal's name, when known. */
  patientName?: string;
  /** The tutor's private link (key in the fragment) and its last day: the message stays short. */
  link?: { url: string; expiresAt: string };
}

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/**
 * What the tutor reads on WhatsApp: a greeting, what is sent, how to reach the clinic and who sent it, on
 * short lines (WhatsApp shows *bold*). The documents' text follows only when the PDF cannot go along.
 */
export function tutorMessage({
  tutorName,
  documents,
  vetName,
  clinic,
  texts = [],
  patientName = '',
  link,
}: TutorMessageInput): string {
  const firstName = tutorName.trim().split(/\s+/)[0];
  const lines = [firstName ? `Olá, ${firstName}!` : 'Olá!', ''];
  const of = patientName.trim() ? ` de ${patientName.trim()}` : '';
  if (documents.length === 1) {
    lines.push(`Segue o documento da consulta${of}: *${documents[0]}*.`);
  } else {
    lines.push(`Seguem os documentos da consulta${of}:`, ...documents.map((label) => `• *${label}*`));
  }
  if (link) {
    lines.push('', `Leia e baixe em PDF pelo link privado (válido até ${dayOf(link.expiresAt)}):`, link.url);
  }
  for (const text of texts) lines.push('', '—', '', text.trim());
  lines.push('');
  if (clinic) {
    const phone = clinic.phone ? maskPhone(clinic.phone) : '';
    lines.push(phone ? `Dúvidas? Fale com ${clinic.name}: ${phone}.` : `Dúvidas? Fale com ${clinic.name}.`);
  } else {
    lines.push('Dúvidas? É só responder esta mensagem.');
  }
  if (vetName.trim()) lines.push('', vetName.trim());
  return lines.join('\n');
}
