# The gateway with the built app. Build from the repository root: docker build -f infra/docker/gateway.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# Installed before NODE_ENV=production, which would leave out the devDependencies that bundle the services.
RUN npm ci --no-audit --no-fund && node --import tsx infra/scripts/build-services.ts && npm run build --workspace @pkr/frontend && chown -R node:node /app
ENV NODE_ENV=production
USER node
EXPOSE 8080
# Node's options for the gateway: serviceNodeArgs in infra/src/service-bundles.ts.
CMD ["node", "--max-semi-space-size=64", "gateway/dist/main.js"]
