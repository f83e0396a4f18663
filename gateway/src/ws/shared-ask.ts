/**
 * One request answering every caller that asked while it could still see them. Callers that ask while a request is
 * on its way wait for the next one, sent as soon as that one ends: so every answer was read after its caller
 * asked, and a thousand sockets opening at once cost the engine two requests, not a thousand.
 */
export function sharedAsk<T>(ask: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    const answer = ask();
    inFlight = answer;
    const ended = () => {
      if (inFlight === answer) inFlight = undefined;
    };
    answer.then(ended, ended);
    return answer;
  };
  return () => {
    if (!inFlight) return send();
    next ??= inFlight.then(noAnswer, noAnswer).then(() => {
      next = undefined;
      return send();
    });
    return next;
  };
}

function noAnswer(): void {}
