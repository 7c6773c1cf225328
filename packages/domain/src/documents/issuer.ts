import { z } from 'zod';
import { singleLineText } from '../text.ts';

export const BRAZILIAN_UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilianUf = (typeof BRAZILIAN_UFS)[number];

export const crmvRegistrationSchema = z.object({
  number: singleLineText().min(1, 'Informe o número do CRMV.').max(20, 'Número do CRMV longo demais.'),
  uf: z.enum(BRAZILIAN_UFS, 'UF do CRMV inválida.'),
});
export type CrmvRegistration = z.infer<typeof crmvRegistrationSchema>;

const optionalText = (max: number, message: string) => singleLineText().max(max, message).optional();

/** The establishment printed on documents (Res. CFMV 1.321/2020 Art. 3): the vet's clinic or the unit. */
export const documentEstablishmentSchema = z.object({
  name: singleLineText().min(1, 'Informe o nome do estabelecimento.').max(160, 'Nome longo demais.'),
  cnpj: optionalText(20, 'CNPJ inválido.'),
  /** The establishment's own registration at the CRMV, when it has one. */
  crmvRegistration: optionalText(40, 'Registro no CRMV longo demais.'),
  address: optionalText(300, 'Endereço longo demais.'),
  phone: optionalText(20, 'Telefone inválido.'),
});
export type DocumentEstablishment = z.infer<typeof documentEstablishmentSchema>;

/** Who issues a document: the vet's full name and CRMV, and the establishment when there is one. */
export const documentIssuerSchema = z.object({
  name: singleLineText().min(1, 'Informe o nome do médico-veterinário.').max(160, 'Nome longo demais.'),
  crmv: crmvRegistrationSchema,
  establishment: documentEstablishmentSchema.optional(),
});
export type DocumentIssuer = z.infer<typeof documentIssuerSchema>;

/** "CRMV-SP nº 12345": how Brazilian documents print the registration. */
export function formatCrmv(crmv: CrmvRegistration): string {
  return `CRMV-${crmv.uf} nº ${crmv.number}`;
}

/**
 * Reads the profile's free-text CRMV ("12345/SP", "CRMV-SP 12345", "SP-12345", "12.345 SP") into number
 * and UF; null when no UF or no number can be told apart.
 */
export function parseCrmv(value: string): CrmvRegistration | null {
  const upper = value.toUpperCase().replace(/CRMV/g, ' ');
  const ufs = upper
    .match(/\b[A-Z]{2}\b/g)
    ?.filter((token) => (BRAZILIAN_UFS as readonly string[]).includes(token));
  const number = upper.match(/\d[\d.\s-]*\d|\d/)?.[0].replace(/\D/g, '');
  if (ufs?.length !== 1 || !number) return null;
  return { number, uf: ufs[0] as BrazilianUf };
}
