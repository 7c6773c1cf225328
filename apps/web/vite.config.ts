import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOR = '#0f766e';

/**
 * The public origin written into index.html (canonical, social preview). Crawlers that don't run
 * JavaScript read these; in the browser src/lib/head.ts rewrites them for the actual origin.
 */
const SITE_URL = (process.env.VITE_SITE_URL ?? 'https://vetvoz.com.br').replace(/\/+$/, '');

// In development the API runs on its own port; the built SPA is served by the API itself.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [
    { name: 'vetvoz-site-url', transformIndexHtml: (html) => html.replaceAll('%SITE_URL%', SITE_URL) },
    react(),
    tailwindcss(),
    VitePWA({
      // The user decides when to switch versions (spec: "Nova versão disponível. Atualizar agora?").
      registerType: 'prompt',
      // Registration happens in src/app/pwa, through virtual:pwa-register.
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'VetVoz — Assistente veterinário com IA',
        short_name: 'VetVoz',
        description:
          'Transcreve a consulta veterinária e redige anamnese, receita, diagnóstico e orientações ao tutor.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#f8fafc',
        categories: ['medical', 'productivity'],
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The social preview is for crawlers and the demo video is streamed: neither belongs offline.
        globIgnores: ['og-image.png', 'media/**'],
        navigateFallback: 'index.html',
        // API answers are never cached or answered by the app shell: they are private and live; the
        // tutor's page (/t/…) is the server's own light page, never the app.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/t\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // The manifest lets `npm run bench:web` follow each route's chunks (scripts/bench.mjs).
  build: { manifest: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
