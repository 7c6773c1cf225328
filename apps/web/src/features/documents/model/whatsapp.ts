/** Digits of a Brazilian phone with DDD: 10 (landline) or 11 (mobile). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

export function isWhatsAppPhone(masked: string): boolean {
  const digits = phoneDigits(masked);
  return digits.length === 10 || digits.length === 11;
}

export const WHATSAPP_PHONE_MESSAGE = 'Informe o celular com DDD.';

/** The wa.me link that opens a chat with the tutor, the document's text already typed. */
export function whatsAppUrl(maskedPhone: string, text: string): string {
  return `https://wa.me/55${phoneDigits(maskedPhone)}?text=${encodeURIComponent(text)}`;
}
