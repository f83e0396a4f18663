/**
 * A server's WebSocket text frame (RFC 6455 section 5.2: final, unmasked, no extension) around a UTF-8 payload.
 * Frames built once can be written as they are to any number of sockets that negotiated no extension.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length < 65_536 ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + length);
  frame[0] = 0x81;
  if (lengthBytes === 0) {
    frame[1] = length;
  } else if (lengthBytes === 2) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, 2 + lengthBytes);
  return frame;
}
