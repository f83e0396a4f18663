import { limits } from '@pkr/contracts';
import { InfoCard, Steps } from './info-card';

const steps = [
  'Submit your withdrawal request.',
  'An admin verifies it within 24-48 hours.',
  'Receive the payment in your wallet after approval.',
] as const;

/** What happens after a withdrawal request (spec section 2). */
export function WithdrawGuide() {
  return (
    <div className="grid gap-6">
      <InfoCard title="Withdrawal Information">
        <Steps steps={steps} />
      </InfoCard>
      <InfoCard title="Note">
        <ul className="grid list-disc gap-1.5 ps-5">
          <li>The minimum withdrawal is {limits.withdrawMinPkr} PKR.</li>
          <li>Make sure the phone number is correct: the payment is sent to it.</li>
          <li>Processing takes 24-48 hours.</li>
        </ul>
      </InfoCard>
    </div>
  );
}
