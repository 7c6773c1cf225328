import { pageViewSchema } from '../analytics.ts';
import { appConfigSchema, appConfigUpdateSchema } from '../app-config.ts';
import { siteInfoSchema } from '../site-info.ts';
import { defineContract, json, jsonBody, noContent } from './contract.ts';

export const getAppConfigContract = defineContract({
  method: 'get',
  path: '/api/app-config',
  operationId: 'getAppConfig',
  tag: 'configuracao',
  summary: 'Configuração do site',
  description: 'Pública: o aplicativo a lê antes de entrar, para mostrar a página de manutenção.',
  access: 'public',
  responses: { 200: json(appConfigSchema, 'O modo de manutenção e a sua mensagem.') },
});

export const updateAppConfigContract = defineContract({
  method: 'put',
  path: '/api/app-config',
  operationId: 'updateAppConfig',
  tag: 'configuracao',
  summary: 'Altera a configuração do site',
  description: 'Só os campos enviados mudam. Fica registrado no log de auditoria.',
  access: 'site-admin',
  request: { body: jsonBody(appConfigUpdateSchema) },
  responses: { 200: json(appConfigSchema, 'A configuração alterada.') },
});

export const getSiteInfoContract = defineContract({
  method: 'get',
  path: '/api/site-info',
  operationId: 'getSiteInfo',
  tag: 'site',
  summary: 'Contatos públicos do site',
  description: 'E-mail e WhatsApp de contato do rodapé e dos textos legais, da configuração do servidor.',
  access: 'public',
  responses: { 200: json(siteInfoSchema, 'Os contatos.') },
});

export const recordPageViewContract = defineContract({
  method: 'post',
  path: '/api/analytics/pageview',
  operationId: 'recordPageView',
  tag: 'analise',
  summary: 'Registra uma visualização de página',
  description:
    'Enviada pelo aplicativo só depois de o visitante aceitar os cookies. Guarda o caminho, a origem e um ' +
    'resumo anônimo do visitante; no máximo 120 por minuto por endereço.',
  access: 'public',
  request: { body: jsonBody(pageViewSchema) },
  responses: { 204: noContent('Registrada.') },
  errors: ['RATE_LIMITED'],
});
