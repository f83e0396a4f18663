/** The spec's validation rules and their exact messages (section 5). The server and the forms share them. */
export const limits = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 6,
  passwordMax: 128,
  depositMinPkr: 300,
  /** The largest deposit request by default; the wallet's DEPOSIT_MAX_PKR may set another and is the authority. */
  depositMaxPkr: 500_000,
  withdrawMinPkr: 500,
  holderNameMin: 3,
  holderNameMax: 100,
  depositTransactionIdMin: 5,
  depositTransactionIdMax: 64,
  withdrawPhoneMin: 10,
  withdrawPhoneMax: 20,
  /** Deposit and withdrawal requests together that one player may have waiting for review. */
  openMoneyRequestsMax: 5,
  contactMax: 100,
  betMinPkr: 10,
  betMaxPkr: 10_000,
  autoCashoutMin: 1.01,
  crashPointMin: 1,
  /** What a round's crash point column holds with room to spare: a round of about 4 minutes. */
  crashPointMax: 1_000_000,
  balanceAdjustmentStep: 100,
  /** One adjustment, either way: far above any prize or correction, far below what the ledger can carry. */
  balanceAdjustmentMaxPkr: 10_000_000,
  reasonMax: 500,
} as const;

/** A whole number as the messages write it: `10,000`. */
const count = (value: number) => value.toLocaleString('en-US');

/** A number with two decimals as the messages write it: `1.01`, `1,000,000.00`. */
const twoDecimals = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Each message that names a limit is written from it, so a changed limit changes its message too. */
export const messages = {
  usernameShort: `Username must be at least ${count(limits.usernameMin)} characters`,
  usernameLong: `Username must be at most ${count(limits.usernameMax)} characters`,
  passwordShort: `Password must be at least ${count(limits.passwordMin)} characters`,
  passwordLong: `Password must be at most ${count(limits.passwordMax)} characters`,
  emailInvalid: 'Please enter a valid email',
  emailLong: `Email must be at most ${count(limits.contactMax)} characters`,
  phoneRequired: 'Please enter a phone number',
  phoneLong: `Phone must be at most ${count(limits.contactMax)} characters`,
  passwordsDiffer: "Passwords don't match",
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  depositMin: `Minimum deposit amount is ${count(limits.depositMinPkr)} PKR`,
  withdrawMin: `Minimum withdrawal amount is ${count(limits.withdrawMinPkr)} PKR`,
  methodRequired: 'Please select a payment method',
  holderNameRequired: 'Please enter account holder name',
  holderNameLong: `Account holder name must be at most ${count(limits.holderNameMax)} characters`,
  transactionIdRequired: 'Please enter the transaction ID from your payment',
  transactionIdLong: `Transaction ID must be at most ${count(limits.depositTransactionIdMax)} characters`,
  withdrawPhoneInvalid: 'Please enter a valid phone number',
  openMoneyRequestsMax: `You already have ${count(limits.openMoneyRequestsMax)} requests waiting for review. Please wait until one is processed`,
  betMin: `Minimum bet is ${count(limits.betMinPkr)} PKR`,
  betMax: `Maximum bet is ${count(limits.betMaxPkr)} PKR`,
  autoCashoutMin: `Auto cash-out must be at least ${twoDecimals(limits.autoCashoutMin)}x`,
  crashPointMin: `Crash point must be at least ${twoDecimals(limits.crashPointMin)}`,
  crashPointMax: `Crash point can be at most ${twoDecimals(limits.crashPointMax)}`,
  roundNumberInvalid: 'Please enter a valid round number',
  roundNumberNotFuture: (currentRound: number) =>
    `Round number must be greater than the current round (${currentRound})`,
  balanceAdjustmentMax: `An adjustment can add or deduct at most ${count(limits.balanceAdjustmentMaxPkr)} PKR`,
  reasonRequired: 'A reason is required',
  reasonLong: `Reason must be at most ${count(limits.reasonMax)} characters`,
} as const;
