import { databaseAnswers, type EndpointTable } from '@pkr/platform';
import type { ChatContext } from './context';
import { deleteMessage, muteWriter } from './handlers/moderation';
import { postMessage } from './handlers/post';
import { history, muteStatus } from './handlers/queries';

/** The chat's route table: every subject it serves, in the order of the contracts. */
export function chatEndpoints(context: ChatContext): EndpointTable {
  return {
    'chat.health': async () => ({ service: 'chat', database: await databaseAnswers(context.pool) }),
    'chat.history': (request) => history(context.pool, request),
    'chat.post': (request) => postMessage(context, request),
    'chat.mute.status': ({ userId }) => muteStatus(context, userId),
    'chat.delete': (request) => deleteMessage(context, request),
    'chat.mute': (request) => muteWriter(context, request),
  };
}
