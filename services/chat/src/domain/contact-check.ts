import { AppError } from '@pkr/contracts';

/**
 * Scams that follow crash games reach players as chat messages carrying a way out of the platform: a link, a phone
 * number, a WhatsApp or Telegram contact. A message with any of them is refused with the reason, before it is stored.
 */
export const contactRefusals = {
  link: 'Links are not allowed in chat, to keep players safe from scams',
  phone: 'Phone numbers are not allowed in chat, to keep players safe from scams',
  messenger: 'WhatsApp and Telegram contacts are not allowed in chat, to keep players safe from scams',
} as const;

/** Eastern Arabic (Urdu) and Arabic-Indic digits, read as the digits they are. */
function westernDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
}

/** Ten digits or more, with spaces, dashes, dots, brackets or a plus between them: a Pakistani mobile number is 11. */
const phonePattern = /(?:\d[\s\-.()+/_*|]*){10,}/;
const linkPattern = /(?:https?:\/\/|www\.|\b[a-z0-9-]+(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*|\sdot\s)(?:com|net|org|pk|io|me|ly|app|co|xyz|link|site|online|info|biz|gg|in|ru|tk|top|club|vip|bet|live|shop)\b)/i;
const messengerPattern = /\bwh?a+t+s*\s*-?\s*a+p+\b|\bwa\.me\b|\bt\.me\b|tele\s*-?\s*gr[a@]m|\btg\s*:|واٹس\s*ایپ|وٹس\s*ایپ|ٹیلی\s*گرام/i;

/** The reason a message is refused, or null when it carries no contact. */
export function contactRefusal(text: string): AppError | null {
  const plain = westernDigits(text.normalize('NFKC'));
  if (messengerPattern.test(plain)) return new AppError('VALIDATION', contactRefusals.messenger);
  if (linkPattern.test(plain)) return new AppError('VALIDATION', contactRefusals.link);
  if (phonePattern.test(plain)) return new AppError('VALIDATION', contactRefusals.phone);
  return null;
}
