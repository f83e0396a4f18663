export * from '../ports';
export * from './postgres';
export { type RunningNats, startNatsServer } from '../nats-server';
