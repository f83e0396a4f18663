export * from '../ports';
export * from './postgres';
export { startNatsServer } from '../nats-server';
