import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/pwa/register-service-worker.ts';
import { router } from './app/router/router.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado em index.html.');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={router} />
  </StrictMode>,
);

registerServiceWorker();
