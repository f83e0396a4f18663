# The admin service. Build from the repository root: docker build -f infra/docker/admin.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY . .
RUN npm ci --no-audit --no-fund && chown -R node:node /app
USER node
CMD ["node", "--import", "tsx", "services/admin/src/main.ts"]
