# The two commands of the README: `make start` (everything, embedded) and `make test` (every test).
SHELL := /bin/bash
NODE_RUN := node --import tsx

.PHONY: start up test stress faults-long audit bench backup restore install build typecheck typecheck-services typecheck-frontend circles test-deps compose-check clean

start: build ## Install, build and start the whole product on one port (embedded PostgreSQL, in-process bus)
	$(NODE_RUN) infra/src/all-in-one.ts

up: build ## The distributed topology as local processes: a cluster of three nats-servers, PostgreSQL, two gateways behind HAProxy
	infra/scripts/system-deps.sh nats-server haproxy
	$(NODE_RUN) infra/src/distributed.ts

# The build, the two typechecks and the circle check each keep about one core busy: side by side they take half
# the time they take one after another.
test: test-deps ## Install what tests need and run every test
	$(MAKE) --no-print-directory --jobs=4 --output-sync=target build typecheck circles
	$(NODE_RUN) infra/scripts/run-tests.ts

stress: test-deps build ## The e2e and browser suites N times (RUNS=5) with every core kept busy; a report per run
	$(NODE_RUN) infra/scripts/stress-tests.ts $(or $(RUNS),5)

faults-long: test-deps build ## The long fault profile (FAULT_ROUNDS=40 rounds, FAULT_SEED replays one); figures for docs/reliability.md
	FAULT_PROFILE=long npx vitest run --project faults tests/faults/services-under-faults.test.ts

audit: install ## Known high or critical advisories in what production runs (needs the registry's advisory endpoint)
	npm audit --omit=dev --audit-level=high

bench: build ## Every benchmark beside its baseline on durable PostgreSQL, then the bets on non-durable (docs/performance.md); BENCH_ARGS="--quick" or "--only fanout,bets"
	infra/scripts/system-deps.sh nats-server chromium
	npm run bench --workspace @pkr/bench -- $(BENCH_ARGS)

backup: install ## Every service's database dumped from one cut with a manifest (PG_ADMIN_URL, BACKUP_DIR; docs/operations.md)
	infra/scripts/system-deps.sh postgresql-client
	$(NODE_RUN) infra/scripts/backup.ts

restore: install ## A backup (BACKUP_DIR) brought back into the empty PostgreSQL of PG_ADMIN_URL, checksums checked first
	infra/scripts/system-deps.sh postgresql-client
	$(NODE_RUN) infra/scripts/restore.ts

install: node_modules/.installed

node_modules/.installed: package.json package-lock.json */package.json packages/*/package.json services/*/package.json
	npm ci --no-audit --no-fund
	@touch $@

build: install ## The front end, and each service bundled into its dist/main.js
	npm run build --workspace @pkr/frontend
	$(NODE_RUN) infra/scripts/build-services.ts

typecheck: typecheck-services typecheck-frontend

typecheck-services: install
	npx tsc -p tsconfig.json

typecheck-frontend: install
	npx tsc -p frontend/tsconfig.json

circles: install ## Fails on any import circle among the TypeScript modules (madge), naming each
	npm run circles

test-deps: install
	infra/scripts/system-deps.sh nats-server haproxy chromium prometheus postgresql

clean:
	rm -rf .data frontend/dist gateway/dist services/*/dist
