import { AppError, protectionMessages } from '@pkr/contracts';

/** The answers a player or admin sees when signing in goes wrong. */
export const authMessages = {
  invalidCredentials: 'Invalid username or password',
  invalidAdminCredentials: 'Invalid admin credentials',
  notLoggedIn: 'Not logged in',
  usernameTaken: 'Username already exists',
  userNotFound: 'User not found',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  purchaseNotMade: 'The purchase could not be completed, please try again',
  lastAdmin: 'The last admin cannot lose admin rights',
  dateOfBirthKnown: 'Your date of birth is already saved and cannot be changed',
} as const;

export const invalidCredentials = () => new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
export const invalidAdminCredentials = () => new AppError('UNAUTHENTICATED', authMessages.invalidAdminCredentials);
export const notLoggedIn = () => new AppError('UNAUTHENTICATED', authMessages.notLoggedIn);
export const usernameTaken = () => new AppError('CONFLICT', authMessages.usernameTaken);
export const userNotFound = () => new AppError('NOT_FOUND', authMessages.userNotFound);
export const lastAdmin = () => new AppError('CONFLICT', authMessages.lastAdmin);
/** A purchase abandoned before it was confirmed: its debit is undone or barred, so nothing stays charged. */
export const purchaseNotMade = () => new AppError('UNAVAILABLE', authMessages.purchaseNotMade);
export const tooManyAttempts = () => new AppError('RATE_LIMITED', authMessages.tooManyAttempts);
export const underAge = () => new AppError('VALIDATION', protectionMessages.underAge);
/** A date of birth, once given, is the one every age check relies on: a player cannot change it. */
export const dateOfBirthKnown = () => new AppError('VALIDATION', authMessages.dateOfBirthKnown);
