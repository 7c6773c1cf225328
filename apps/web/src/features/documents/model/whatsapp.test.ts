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
