import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  { heading: 'What we keep', body: <p>Your username, a hash of your password (never the password itself), the phone or email you give us, the date you joined, your avatar choices, every bet and cash-out, and every movement of your balance.</p> },
  { heading: 'Money requests', body: <p>For deposits and withdrawals we keep the amount, the wallet provider, the account holder's name, the phone number or payment transaction ID, and the administrator's decision.</p> },
  { heading: 'Why we keep it', body: <p>To run your account and the games, to review money requests, to prove that every round was fair, to prevent fraud and to meet legal record-keeping duties.</p> },
  { heading: 'How long', body: <p>Account, bet and ledger records are kept for as long as your account exists and for the period the law requires after it is closed. The ledger is never edited: corrections are new entries.</p> },
  { heading: 'Cookies and storage', body: <p>One session cookie keeps you logged in. Your browser stores your user record and theme choice locally; logging out clears the user record.</p> },
  { heading: 'Sharing', body: <p>We do not sell your data. The leaderboard shows your username, avatar colour and game results to other players.</p> },
  { heading: 'Your choices', body: <p>You may ask support for a copy of your data or for your account to be closed.</p> },
];

/** /privacy (spec section 2): what data is kept and why, without brand or company names. */
export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" updated="01 Nov 2026" sections={sections} />;
}
