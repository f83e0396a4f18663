import { describe, expect, it } from 'vitest';
import { parseAgentArgs } from '../src/agent-cli';

describe('the load agent command line', () => {
  it('listens on every interface at 7070 with a watcher process per core, and lets in only this machine by default', () => {
    expect(parseAgentArgs([], 4)).toEqual({ host: '0.0.0.0', port: 7070, processes: 4, allow: ['127.0.0.1', '::1'] });
  });

  it('takes the benches it lets in, its port and fewer processes from flags', () => {
    expect(parseAgentArgs(['--allow', '10.0.0.1, 10.0.0.3', '--port', '9000', '--processes', '2'], 4)).toEqual({
      host: '0.0.0.0',
      port: 9000,
      processes: 2,
      allow: ['10.0.0.1', '10.0.0.3'],
    });
  });

  it('refuses more processes than cores, or a port that is not one, naming the flag', () => {
    expect(() => parseAgentArgs(['--processes', '5'], 4)).toThrow('--processes takes a whole number from 1 to 4, not 5');
    expect(() => parseAgentArgs(['--port', 'http'], 4)).toThrow('--port takes a whole number from 1 to 65535, not http');
  });
});
