import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema, ERROR_MESSAGES, ERROR_STATUS } from './errors.ts';
import { MESSAGES } from './messages.ts';

describe('error codes', () => {
  it('name each conflict a form or screen reacts to, with the status and pt-BR text users read today', () => {
    expect(ERROR_STATUS.EMAIL_TAKEN).toBe(409);
    expect(ERROR_MESSAGES.EMAIL_TAKEN).toBe(MESSAGES.duplicateEmail);
    expect(ERROR_MESSAGES.EMAIL_TAKEN).toBe(
      'Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.',
    );
    expect(ERROR_STATUS.CPF_TAKEN).toBe(409);
    expect(ERROR_MESSAGES.CPF_TAKEN).toBe('Este CPF já está cadastrado em outra conta.');
    expect(ERROR_STATUS.CONSULTATION_FINISHED).toBe(409);
    expect(ERROR_MESSAGES.CONSULTATION_FINISHED).toBe('Esta consulta já foi concluída.');
    expect(ERROR_STATUS.RECORDING_FINISHED).toBe(409);
    expect(ERROR_MESSAGES.RECORDING_FINISHED).toBe('A gravação desta consulta já foi encerrada.');
    expect(ERROR_STATUS.TRANSCRIPTION_IN_PROGRESS).toBe(409);
    expect(ERROR_MESSAGES.TRANSCRIPTION_IN_PROGRESS).toBe(
      'Aguarde o fim da transcrição para editar o texto.',
    );
    expect(ERROR_STATUS.DOCUMENT_GENERATING).toBe(409);
    expect(ERROR_MESSAGES.DOCUMENT_GENERATING).toBe('Aguarde o fim da geração para editar este documento.');
    expect(ERROR_STATUS.DOCUMENT_NOT_READY).toBe(409);
    expect(ERROR_MESSAGES.DOCUMENT_NOT_READY).toBe('O documento ainda não está pronto.');
    expect(ERROR_STATUS.NOTHING_TO_RESTORE).toBe(409);
    expect(ERROR_MESSAGES.NOTHING_TO_RESTORE).toBe(
      'Este documento não tem uma versão gerada para restaurar.',
    );
    expect(ERROR_STATUS.WRONG_PASSWORD).toBe(400);
    expect(ERROR_MESSAGES.WRONG_PASSWORD).toBe('Senha incorreta.');
    expect(ERROR_STATUS.INVALID_RESET_LINK).toBe(400);
    expect(ERROR_MESSAGES.INVALID_RESET_LINK).toBe('O link expirou ou é inválido. Solicite um novo.');
    expect(ERROR_STATUS.EMAIL_NOT_VERIFIED).toBe(403);
    expect(ERROR_MESSAGES.EMAIL_NOT_VERIFIED).toBe('Confirme seu e-mail antes de entrar.');
  });

  it('let an error body name the field it is about, and leave it out when none', () => {
    expect(apiErrorBodySchema.parse({ code: 'CPF_TAKEN', message: 'x', field: 'cpf' })).toEqual({
      code: 'CPF_TAKEN',
      message: 'x',
      field: 'cpf',
    });
    expect(apiErrorBodySchema.parse({ code: 'NOT_FOUND', message: 'x' })).toEqual({
      code: 'NOT_FOUND',
      message: 'x',
    });
  });
});
