import { connect } from '@nats-io/transport-node';
import { createBusClient, createLogger, NatsBus, serveEndpoints } from '@pkr/platform';
import { closedLoop } from '../lib/open-loop';
import { BARE_SUBJECT, type BusCommand, type BusReply, PRODUCT_REPLY } from './bus-protocol';

/**
 * One side of the bus round trip, in a process of its own: the responder (on the server core) or the
 * requester (on the load core), through the product's bus or bare NATS.
 */
const logger = createLogger('bench-bus', 'warn');
const encoder = new TextEncoder();

async function serve(command: Extract<BusCommand, { kind: 'serve' }>): Promise<BusReply> {
  if (command.mode === 'product') {
    const bus = await NatsBus.connect(command.natsUrl, 'bench-responder', logger);
    serveEndpoints(bus, { 'auth.health': () => PRODUCT_REPLY.data }, { queue: 'bench', logger });
  } else {
    const connection = await connect({ servers: command.natsUrl, name: 'bench-echo' });
    const reply = encoder.encode(JSON.stringify(PRODUCT_REPLY));
    connection.subscribe(BARE_SUBJECT, {
      queue: 'bench',
      callback: (_error, message) => {
        message.respond(reply);
      },
    });
  }
  return { kind: 'serving' };
}

async function load(command: Extract<BusCommand, { kind: 'load' }>): Promise<BusReply> {
  let request: () => Promise<void>;
  if (command.mode === 'product') {
    const client = createBusClient(await NatsBus.connect(command.natsUrl, 'bench-requester', logger));
    request = async () => {
      await client.call('auth.health', {});
    };
  } else {
    const connection = await connect({ servers: command.natsUrl, name: 'bench-requester' });
    const payload = encoder.encode('{}');
    request = async () => {
      const message = await connection.request(BARE_SUBJECT, payload, { timeout: 5000 });
      JSON.parse(new TextDecoder().decode(message.data));
    };
  }
  await closedLoop(command.inFlight, 0.5, request);
  const run = await closedLoop(command.inFlight, command.seconds, request);
  return { kind: 'loaded', inFlight: run.inFlight, perSecond: run.perSecond, errors: run.errors, latency: run.latency };
}

process.on('message', (command: BusCommand) => {
  (command.kind === 'serve' ? serve(command) : load(command)).then(
    (reply) => process.send?.(reply),
    (error: unknown) => process.send?.({ kind: 'failed', error: String(error) }),
  );
});
process.on('SIGTERM', () => process.exit(0));
