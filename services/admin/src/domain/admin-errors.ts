import { AppError } from '@pkr/contracts';

/** The refusals of the admin service itself; those of other services pass through as they came. */
export const adminErrors = {
  notLoggedIn: () => new AppError('UNAUTHENTICATED', 'Not logged in'),
  notAdmin: () => new AppError('FORBIDDEN', 'Admin access required'),
  ownRights: () => new AppError('FORBIDDEN', 'You cannot revoke your own admin rights'),
};
