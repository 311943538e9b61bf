# syntax=docker/dockerfile:1
# PageTranslate: one image for the API (the default command) and the workers (`node backend/dist/worker.js`).
#   docker build -t pagetranslate .
# The migration step is `node backend/dist/database/migrate.cli.js` (docker-compose.yml runs it once before the API).

# Pinned: the Node version of .node-version on Debian bookworm (the Apertium pairs below are bookworm's packages).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- build: install everything, build libs, document, backend and frontend, then drop dev dependencies -----------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Compilers for native modules (argon2, better-sqlite3) when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY libs/package.json libs/
COPY document/package.json document/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.base.json openapi.yaml ./
COPY libs libs
COPY document document
COPY backend backend
COPY frontend frontend
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --loglevel=error

# --- runtime: Node, Apertium with its language pairs, fonts; no compilers, no sources, not root -------------------
FROM ${NODE_IMAGE} AS runtime
# apertium-eng-spa + apertium-fr-es: English<->Spanish, French<->Spanish (English<->French pivots through Spanish);
# apertium-eng-cat + apertium-fra-cat: the Catalan pivot, for the sentences the Spanish one leaves unknown words in.
# fonts-liberation2/-liberation: the serif, sans, narrow and mono faces translated PDFs are set in; fonts-texgyre: the
# same designs as URW's Nimbus faces, Palatino, Century Schoolbook and Bookman, fonts-lmodern: Computer Modern's (TeX
# papers); fonts-dejavu: what they lack. poppler-utils (pdftoppm) + tesseract-ocr with eng, fra, spa and osd: OCR of scanned pages. qpdf: a
# translated PDF of more than 100 pages is written by ranges that qpdf splits and joins (document/src/output).
# libjemalloc2: Apertium's dictionary stages (lt-proc, lrx-proc) run under jemalloc, ~30% less memory.
# tini: signals reach node, zombies are reaped.
RUN apt-get update \
 && apt-get install -y --no-install-recommends \
      apertium apertium-eng-spa apertium-fr-es apertium-eng-cat apertium-fra-cat fonts-dejavu-core fonts-dejavu-extra fonts-liberation2 fonts-liberation fonts-texgyre fonts-lmodern \
      poppler-utils tesseract-ocr tesseract-ocr-eng tesseract-ocr-fra tesseract-ocr-spa tesseract-ocr-osd \
      qpdf libjemalloc2 tini ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    VAR_DIR=/app/var \
    APERTIUM_DATA_DIR=/usr/share/apertium
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/package.json libs/package.json
COPY --from=build /app/libs/dist libs/dist
COPY --from=build /app/document/package.json document/package.json
COPY --from=build /app/document/dist document/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/package.json
COPY --from=build /app/frontend/dist frontend/dist
# The only writable place: temporary uploads and the worker heartbeat (nothing here needs to outlive the container).
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 3000
# The API's liveness; workers have no HTTP port (docker-compose.yml checks their heartbeat file instead).
HEALTHCHECK --interval=10s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/prod/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "backend/dist/main.js"]
