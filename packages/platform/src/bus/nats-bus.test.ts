import { describe, expect, it } from 'vitest';
import { serversAndCredentials } from './nats-bus';

describe('the servers a NATS URL names', () => {
  it('takes the user and password out of the URL, where the client would read the password as the port', () => {
    expect(serversAndCredentials('nats://gateway:p4222secret@nats:4222')).toEqual({ servers: ['nats://nats:4222'], user: 'gateway', pass: 'p4222secret' });
  });

  it('keeps a list of servers, the credentials of any of them applying to all', () => {
    expect(serversAndCredentials('nats://a:4222,nats://wallet:secret@b:4222')).toEqual({ servers: ['nats://a:4222', 'nats://b:4222'], user: 'wallet', pass: 'secret' });
  });

  it('passes URLs without credentials on as they are', () => {
    expect(serversAndCredentials('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'] });
  });
});
