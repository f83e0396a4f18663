export * from './nats';
export * from './ports';
export * from './postgres';
