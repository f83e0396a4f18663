import { limits } from '@pkr/contracts';
import { InfoCard, Steps } from './info-card';

const steps = [
  'Send the amount you want to deposit to our EasyPaisa or JazzCash account.',
  'Copy the transaction ID from your payment confirmation.',
  'Fill in the form with the amount, method, account holder name and transaction ID, then submit it.',
] as const;

// The spec leaves the receiving account number and holder name out, so the page points to support for them.
const wallets = ['EasyPaisa', 'JazzCash'] as const;

/** How to deposit: the steps, where to pay, and what to watch for. */
export function DepositGuide() {
  return (
    <div className="grid gap-6">
      <InfoCard title="How to Deposit">
        <Steps steps={steps} />
      </InfoCard>
      <InfoCard title="Payment Information">
        <ul className="grid gap-3">
          {wallets.map((wallet) => (
            <li key={wallet} className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
              <p className="flex items-center justify-between font-semibold text-white">
                {wallet}
                <span className="text-xs font-medium text-emerald-300">Instant Transfer</span>
              </p>
              <p className="mt-1 text-slate-400">The account number and account holder name are shown by customer support.</p>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard title="Important Note">
        <p>
          The minimum deposit is {limits.depositMinPkr} PKR. Enter the exact amount you sent and the transaction ID of that
          payment. Your balance is credited once an admin approves the request.
        </p>
      </InfoCard>
    </div>
  );
}
