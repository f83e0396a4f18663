# The wallet service. Build from the repository root: docker build -f infra/docker/wallet.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# Installed before NODE_ENV=production, which would leave out the devDependencies that bundle the services.
RUN npm ci --no-audit --no-fund && node --import tsx infra/scripts/build-services.ts && chown -R node:node /app
ENV NODE_ENV=production
USER node
# Node's options for the wallet: serviceNodeArgs in infra/src/service-bundles.ts.
CMD ["node", "--max-semi-space-size=64", "services/wallet/dist/main.js"]
