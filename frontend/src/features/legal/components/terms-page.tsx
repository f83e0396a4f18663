import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  { heading: 'Who may play', body: <p>You must be at least 18 years old to register and play. By creating an account you confirm that you are 18 or older and that betting is lawful where you live. One account per person.</p> },
  { heading: 'Your balance', body: <p>Balances are kept in Pakistani rupees (PKR). New accounts receive 3 free coins. Bets are taken from your balance when placed and winnings are added when you cash out. Balances cannot go below zero.</p> },
  {
    heading: 'Deposits and withdrawals',
    body: (
      <>
        <p>Deposits and withdrawals are requests made through easypaisa or jazzcash and are reviewed by an administrator. The minimum deposit is 300 PKR and the minimum withdrawal is 500 PKR.</p>
        <p>A deposit is credited after an administrator has matched your payment's transaction ID. A withdrawal request holds the amount at once; after approval it is paid to the phone number you gave, usually within 24-48 hours. A rejected withdrawal returns the held amount to your balance.</p>
      </>
    ),
  },
  {
    heading: 'The games',
    body: (
      <p>Crash and Aviator rounds are decided by the server with a provably fair method: every round's crash point can be recomputed from its published hash (see the fairness endpoint). Crash points are random between 1.00x and 6.00x. A bet is between 10 and 10,000 PKR; a cash-out pays the amount times the multiplier at the moment the server receives it. A round that cannot finish is cancelled and its bets are refunded.</p>
    ),
  },
  {
    heading: 'Avatar shop',
    body: (
      <>
        <p>Accessories are paid from your balance at the listed price and are not refundable. Some badges cannot be bought and are unlocked by play.</p>
        <p>
          Accessory pictures are from Twemoji, copyright Twitter, Inc and other contributors, used under the{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" className="underline">
            Creative Commons Attribution 4.0 licence
          </a>
          .
        </p>
      </>
    ),
  },
  { heading: 'Fair play', body: <p>Accounts that abuse the service, use automated tools against it or share accounts may be suspended and their requests refused.</p> },
  { heading: 'Responsible play', body: <p>Play only with money you can afford to lose. If betting stops being fun, stop and contact support.</p> },
];

/** /terms (spec section 2): the rules a player accepts, without brand or company names. */
export function TermsPage() {
  return <LegalPage title="Terms of Service" updated="01 Nov 2026" sections={sections} />;
}
