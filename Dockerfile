# The OJT Portal as a container (issue 31): built in one stage, run from a production-only tree in
# another, as an unprivileged user. `compose.yaml` runs two of these behind a load balancer.
# scripts/test-two-instances.ts builds the same production tree without a container runtime.

# --- build: every dependency, the web client and the compiled server ---
FROM node:22-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci
COPY . .
RUN npm run build

# --- run: the server's production dependencies, its compiled file and the built client ---
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data LOG_FORMAT=json
WORKDIR /app
# The workspace's manifests, for `npm ci` to resolve the server's dependencies from the lock file.
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/apps/server/package.json apps/server/
COPY --from=build /src/apps/web/package.json apps/web/
COPY --from=build /src/packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --workspace=@ojt/server && npm cache clean --force
# The layout is kept: the server finds the client at apps/web/dist from apps/server/dist/server.
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only (no database work): readiness, /api/health/ready, is the load balancer's to ask.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server/start.js"]
