# syntax=docker/dockerfile:1
# VetVoz: one image for the app instances and the one-shot migrate step (docs/operations.md, decision 030).
#   docker build -t vetvoz .                                      # the app
#   docker build -t vetvoz --build-arg VITE_SITE_URL=https://vetvoz.exemplo.com.br .
#   docker build -t vetvoz-otel --build-arg OTEL=true .           # + OpenTelemetry zero-code instrumentation
# The server runs its TypeScript through tsx (a production dependency: the PDF worker threads load it too),
# so there is no compile step for it; the web app is built to static files in the first stage.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: the web app's static files -------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only source changes. e2e's manifest is there
# because the lockfile names every workspace; its packages are not installed.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
COPY e2e/package.json e2e/
# --ignore-scripts: no install script is needed to build the web (esbuild and the rest ship their binaries
# as optional packages), and it keeps onnxruntime-node and node-llama-cpp from fetching GPU builds.
RUN npm ci --no-audit --no-fund --ignore-scripts -w @vetvoz/web -w @vetvoz/domain
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
# The public origin written into index.html for crawlers (the browser rewrites it for the actual origin).
ARG VITE_SITE_URL=https://vetvoz.com.br
RUN VITE_SITE_URL="$VITE_SITE_URL" npm run build -w @vetvoz/web

# ---- runtime ----------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# ffmpeg: the local Whisper provider decodes audio with it (decision 009). tini: PID 1 that forwards SIGTERM
# to node and reaps the PDF and ffmpeg children. No system fonts: the PDFs embed their own (Noto Sans).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
COPY e2e/package.json e2e/
# Production dependencies of the server and the domain only: the web's are baked into its static files.
# --ignore-scripts: sharp, onnxruntime-node (CPU) and node-llama-cpp (CPU) ship prebuilt binaries in their
# packages; their scripts would only try to download CUDA/Vulkan builds (the root package.json denies them).
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts -w @vetvoz/server -w @vetvoz/domain \
  && npm cache clean --force

# Optional OpenTelemetry zero-code instrumentation, outside the app's dependency tree (docs/operations.md
# "Observability"): enable it at run time with NODE_OPTIONS and the OTEL_* variables.
ARG OTEL=false
# 0.70 is a release that runs on Node 20 (recent ones require Node 22).
ARG OTEL_AUTO_INSTRUMENTATIONS_VERSION=0.70.0
RUN if [ "$OTEL" = "true" ]; then \
      npm install --prefix /opt/otel --no-audit --no-fund --omit=dev \
        "@opentelemetry/auto-instrumentations-node@${OTEL_AUTO_INSTRUMENTATIONS_VERSION}" \
      && npm cache clean --force; \
    fi

COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist

# DATA_DIR: PGlite (single-instance only), uploads without S3, the dev outbox. LOCAL_MODELS_DIR: the local
# Whisper and GGUF models (0.5 GB + 2.5 GB), downloaded on first use or copied in by hand.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    LOCAL_MODELS_DIR=/models \
    WEB_DIST_DIR=/app/apps/web/dist
RUN mkdir -p /data /models && chown node:node /data /models
VOLUME ["/data", "/models"]

USER node
WORKDIR /app/apps/server
EXPOSE 3000
# Node's own fetch: the slim image has no curl. 503 (database unreachable) or no answer → unhealthy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself, not npm: npm would sit between tini and node and not pass SIGTERM on.
CMD ["node", "--import", "tsx", "src/main.ts"]
