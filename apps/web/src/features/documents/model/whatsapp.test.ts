import { describe, expect, it } from 'vitest';
import { tutorMessage, whatsAppUrl } from './whatsapp.ts';

describe('the WhatsApp message to the tutor', () => {
  it('greets by first name, lists what goes, says how to reach the clinic and who sent it, on short lines', () => {
    const text = tutorMessage({
      tutorName: '  Maria José da Conceição ',
      documents: ['Receita', 'Orientações ao tutor'],
      vetName: 'Camila Rodrigues',
      clinic: { name: 'Clínica São Francisco', phone: '1133334444' },
    });
    expect(text).toBe(
      [
        'Olá, Maria!',
        '',
        'Seguem os documentos da consulta:',
        '• *Receita*',
        '• *Orientações ao tutor*',
        '',
        'Dúvidas? Fale com Clínica São Francisco: (11) 3333-4444.',
        '',
        'Camila Rodrigues',
      ].join('\n'),
    );
    expect(text).not.toContain('·');
  });

  it('carries the full text when no PDF goes along, and stays polite without names or a clinic', () => {
    const text = tutorMessage({
      tutorName: '',
      documents: ['Receita'],
      vetName: '',
      clinic: null,
      texts: ['RECEITA\n\n1) Meloxicam … 1 frasco\n'],
    });
    expect(text).toBe(
      'Olá!\n\nSegue o documento da consulta: *Receita*.\n\n—\n\nRECEITA\n\n1) Meloxicam … 1 frasco\n\nDúvidas? É só responder esta mensagem.',
    );
    expect(new URL(whatsAppUrl('(11) 98765-4321', text)).searchParams.get('text')).toBe(text);
  });
});

describe('the message with the tutor’s link', () => {
  it('stays within 1,000 characters with every document and long names', () => {
    const text = tutorMessage({
      tutorName: 'Maria José da Conceição Albuquerque de Vasconcelos',
      documents: [
        'Receita',
        'Orientações ao tutor',
        'Atestado de saúde',
        'Atestado de vacinação',
        'Anamnese',
        'Diagnóstico',
      ],
      vetName: 'Helena Prado de Albuquerque Cavalcanti Vasconcelos',
      clinic: { name: 'Clínica Veterinária São Francisco de Assis do Jardim Botânico', phone: '1133334444' },
      patientName: 'Príncipe Frederico Augusto de Bragança',
      link: {
        url: `https://app.vetvoz.com.br/t/${'A'.repeat(22)}#${'k'.repeat(43)}`,
        expiresAt: '2026-12-26T12:00:00.000Z',
      },
    });
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toContain('Seguem os documentos da consulta de Príncipe Frederico Augusto de Bragança:');
    expect(text).toContain('Clínica Veterinária São Francisco de Assis do Jardim Botânico');
    expect(text).toContain('válido até 26/12/2026');
  });
});
