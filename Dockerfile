# One image for the migration step, the API and the worker (docker-compose.yml picks the command).
# test/ops/compose.test.ts checks that every path below exists or is produced by the build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# The memory limits of every app process (scripts/app-node-flags.mjs); compose may set NODE_OPTIONS to raise them.
ENV NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=16" MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
