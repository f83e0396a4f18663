# The gateway with the built app. Build from the repository root: docker build -f infra/docker/gateway.Dockerfile .
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build --workspace @pkr/frontend && chown -R node:node /app
ENV NODE_ENV=production
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
