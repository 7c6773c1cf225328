/**
 * The window event the API client fires on any 503, so the maintenance gate asks at once whether
 * maintenance began. Its own module: the signed-out shell listens for it without loading the API layer.
 */
export const SERVICE_UNAVAILABLE_EVENT = 'vetvoz:servico-indisponivel';
