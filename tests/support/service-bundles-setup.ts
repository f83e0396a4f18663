import { buildServiceBundles } from '../../infra/src/service-bundles';

/** The suites that start whole stacks run the services from their bundles: built once here, from the code as it is. */
export default async function setup() {
  await buildServiceBundles();
}
