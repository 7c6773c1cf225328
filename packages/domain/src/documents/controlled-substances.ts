export * from './controlled/controlled-lists.ts';
export * from './controlled/controlled-requirement.ts';
export * from './controlled/controlled-sources.ts';
export * from './controlled/quantity-words.ts';
export * from './controlled/receituarios.ts';

/**
 * Printed on a receita that still carries a controlled item VetVoz could not place on a list, and shown to
 * the vet before issuing: such items need their own receituário (domain doc §4), which an ordinary receita
 * does not replace.
 */
export const CONTROLLED_RECEITA_NOTICE =
  'Medicamento sujeito a controle especial: a dispensação exige o receituário próprio (Receita de Controle Especial em 2 vias, Notificação de Receita ou, para produto veterinário controlado, Notificação de Receita Veterinária emitida no SIPEAGRO).';

/**
 * Shown where the vet issues a receita with controlled drugs (RDC Anvisa 1.000/2025, in force since
 * 13 Feb 2026): an electronic controlled prescription is valid only from an SNCR-integrated platform with a
 * qualified signature, and VetVoz is neither — its PDF is for printing and signing by hand.
 */
export const CONTROLLED_ELECTRONIC_NOTICE =
  'Receitas e notificações de controle especial em meio eletrônico só valem quando emitidas em plataforma integrada ao SNCR (Anvisa), com assinatura eletrônica qualificada ICP-Brasil (RDC Anvisa nº 1.000/2025, em vigor desde 13/02/2026). O VetVoz não é uma dessas plataformas: imprima e assine à mão a Receita de Controle Especial, e use o talonário oficial (ou o SIPEAGRO, para produto veterinário) para as notificações.';
