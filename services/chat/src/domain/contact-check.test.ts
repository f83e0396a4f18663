import { describe, expect, it } from 'vitest';
import { contactRefusal, contactRefusals } from './contact-check';

const reason = (text: string) => contactRefusal(text)?.message ?? null;

describe('contactRefusal', () => {
  it('refuses links, spelled out or not', () => {
    for (const text of ['see https://predictor.example', 'www.win-big', 'join crashwin.pk now', 'predictor (dot) com', 'go to bit.ly/abc'])
      expect(reason(text), text).toBe(contactRefusals.link);
  });

  it('refuses phone numbers in Western and Urdu digits, spaced out or joined', () => {
    for (const text of ['call 03001234567', '0300-1234567', '+92 300 123 4567', '0 3 0 0 1 2 3 4 5 6 7', '۰۳۰۰۱۲۳۴۵۶۷', '۰ ۳ ۰ ۰ - ۱۲۳ ۴۵۶۷'])
      expect(reason(text), text).toBe(contactRefusals.phone);
  });

  it('refuses WhatsApp and Telegram contacts in English and Urdu', () => {
    for (const text of ['add me on WhatsApp', 'whats app me', 'watsapp group', 'wa.me/923001234567', 'Telegram channel', 't.me/predictor', 'واٹس ایپ پر آؤ', 'ٹیلی گرام'])
      expect(reason(text), text).toBe(contactRefusals.messenger);
  });

  it('lets ordinary talk about the game through', () => {
    for (const text of ['cashed out at 2.50x!', 'won Rs. 1,250 on round 4512', 'gg. next round', 'what apples', 'I bet 100 then 200', 'Done. In the next one'])
      expect(reason(text), text).toBeNull();
  });
});
