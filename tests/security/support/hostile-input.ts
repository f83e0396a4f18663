import { accessories } from '@pkr/contracts';
import fc from 'fast-check';

/** Values a careless or hostile client sends where a field is expected. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0.01, 10.005, 1e308, -1e308, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, '', ' ', 'NaN', 'Infinity', '1e3', '0x10', '<script>alert(1)</script>', "' OR 1=1 --"),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** The field names of the app's own calls, so most bodies reach the rules behind validation. */
const knownFields = ['amount', 'gameType', 'autoCashout', 'method', 'accountHolderName', 'phone', 'username', 'password', 'action', 'reason', 'crashPoint', 'roundNumber', 'accessoryId', 'price', 'avatarColor', 'selectedAccessories', 'isAdmin', 'userId', 'multipleCashouts'];

const fieldsBody = fc.dictionary(fc.oneof(fc.constantFrom(...knownFields), fc.string({ maxLength: 10 })), hostileValue, { maxKeys: 8 }).map((fields) => JSON.stringify(fields));

/** JSON texts no serializer of ours would write: prototype keys, deep nesting, NaN, broken syntax. */
const rawBody = fc.oneof(
  fc.constant('{"__proto__": {"isAdmin": true}, "amount": 100}'),
  fc.constant('{"constructor": {"prototype": {"isAdmin": true}}}'),
  fc.constant(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  fc.constant('{"amount": NaN, "gameType": "crash"}'),
  fc.constant('{"amount": 1e999}'),
  fc.constant('{"amount": 100,'),
  fc.constant('null'),
  fc.constant('"just a string"'),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

/**
 * The app's own forms filled in plausibly, an avatar item and its price among them, so a share of the calls is
 * accepted and moves money: bets (some with an auto cash-out), cash-outs, requests, purchases and adjustments.
 */
const formBody = fc
  .record({
    amount: fc.oneof(fc.integer({ min: -100, max: 1_500 }), fc.integer({ min: 1_000, max: 150_000 }).map((paisa) => paisa / 100)),
    // Half the bets ride without one, for the cash-out calls: the fuzzer waits out each auto cash-out's round.
    autoCashout: fc.oneof(fc.constant(null), fc.constantFrom(1.01, 1.5, 2, 3)),
    gameType: fc.constantFrom('crash', 'aviator'),
    method: fc.constantFrom('easypaisa', 'jazzcash'),
    accountHolderName: fc.constant('Ayesha Khan'),
    phone: fc.constantFrom('03001234567', 'TX-20261123'),
    reason: fc.constantFrom('Goodwill credit', 'Correction'),
    action: fc.constantFrom('approve', 'reject'),
    item: fc.constantFrom(...accessories),
  })
  .map(({ item, ...fields }) => JSON.stringify({ ...fields, accessoryId: item.id, price: item.pricePkr }));

/** A request body as sent on the wire. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(fieldsBody, rawBody, formBody);

/** A path parameter or query value. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('crash', 'aviator', '1', '0', '-1', '99999999999999999999', '1.5', '../../etc/passwd', '%00', '00000000-0000-4000-8000-000000000000', 'null'),
  fc.string({ maxLength: 40 }),
);

const messageTypes = ['ping', 'pong', 'auth', 'get_game_state', 'place_bet', 'cashout', 'cancel_bet', 'teleport'];

/** A frame for the live socket: the protocol's own types with hostile fields, or no JSON at all. */
export const socketFrame: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({ type: fc.constantFrom(...messageTypes), gameType: hostileValue, amount: hostileValue, userId: hostileValue, autoCashout: hostileValue, slot: hostileValue })
    .map((message) => JSON.stringify(message)),
  rawBody,
  fc.string({ maxLength: 100 }),
);
