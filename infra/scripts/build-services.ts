import { buildServiceBundles } from '../src/service-bundles';

/** `make build` and the images: every service bundled into its `dist/main.js` (infra/src/service-bundles.ts). */
await buildServiceBundles();
