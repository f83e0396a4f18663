export * from './bus/bus';
export * from './bus/endpoints';
export { MemoryBus } from './bus/memory-bus';
export { NatsBus } from './bus/nats-bus';
export * from './config';
export * from './db';
export * from './logger';
export * from './outbox';
export * from './runner';
