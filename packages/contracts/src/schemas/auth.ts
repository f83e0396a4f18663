import { z } from 'zod';
import { limits, messages } from '../form-limits';
import { adminLoginFormSchema, dateOfBirthSchema, emailSchema, passwordSchema, usernameSchema } from '../forms/account';

export const avatarColors = ['blue', 'red', 'green', 'purple', 'orange', 'teal', 'pink', 'yellow'] as const;
export const avatarColorSchema = z.enum(avatarColors);
export type AvatarColor = z.infer<typeof avatarColorSchema>;

export const userIdSchema = z.uuid();

/** The languages the app speaks: English (the spec's texts) and Urdu. */
export const userLanguages = ['en', 'ur'] as const;
export const userLanguageSchema = z.enum(userLanguages);
export type UserLanguage = z.infer<typeof userLanguageSchema>;

/** A user as the auth service knows it: everything of spec section 3 except the balance, which is the wallet's. */
export const authUserSchema = z.object({
  id: userIdSchema,
  username: z.string(),
  isAdmin: z.boolean(),
  phone: z.string(),
  createdAt: z.string(),
  avatarColor: avatarColorSchema,
  selectedAccessories: z.string(),
  avatarAccessories: z.string(),
  /** An account made before registration asked for a date of birth: asked at its next login, before any deposit or bet. */
  dateOfBirthRequired: z.boolean(),
  /** The language the player reads the app in, on every browser they sign in on. */
  language: userLanguageSchema,
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The user of `GET /api/user` and of login and register answers (spec section 3). */
export const publicUserSchema = authUserSchema.extend({ balance: z.number() });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginRequestSchema = z.object({ username: usernameSchema, password: passwordSchema });
/** `POST /api/register`: the form's email arrives as `phone` (spec section 7) and is held to the form's rule. */
export const registerRequestSchema = loginRequestSchema.extend({ phone: emailSchema, dateOfBirth: dateOfBirthSchema });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Where a login or register came from, for rate limiting. */
export const clientInfoSchema = z.object({ ip: z.string().max(64) });

/**
 * A device token is what auth gave a browser at an earlier successful login (the gateway keeps it in a cookie):
 * an attempt carrying a valid one for this username is the owner's device, limited on its own budget and not
 * shut out when strangers' guesses lock the username.
 */
export const deviceTokenSchema = z.string().max(512);
export const authenticateRequestSchema = loginRequestSchema.extend({ client: clientInfoSchema, deviceToken: deviceTokenSchema.optional() });
export const adminAuthenticateRequestSchema = adminLoginFormSchema.extend({ client: clientInfoSchema });
/**
 * `auth.register` keeps the contact as text, as `auth.profile.update` may later make it a phone number; the
 * gateway, the only public door, has already held a registration's contact to the email rule.
 */
export const registerBusRequestSchema = loginRequestSchema.extend({
  phone: z.string().trim().max(limits.contactMax, messages.emailLong).default(''),
  dateOfBirth: dateOfBirthSchema,
  client: clientInfoSchema,
});
export const dateOfBirthRequestSchema = z.object({ userId: userIdSchema, dateOfBirth: dateOfBirthSchema });

export const resolvedSessionSchema = z.object({
  sessionId: z.uuid(),
  userId: userIdSchema,
  username: z.string(),
  /** The session's admin rights: opened at the admin login, and its user an admin now. */
  isAdmin: z.boolean(),
  /** When the session ends by itself: nothing may hold this answer past it. */
  expiresAt: z.string(),
});
export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;

/**
 * A session is a signed token carrying a session id that logout revokes. `session` is what resolving the token
 * would answer right now, so the gateway that opened it can keep it without asking auth about its own cookie; an
 * auth older than the field leaves it out, and the gateway then asks about the cookie at its first use.
 */
export const sessionReplySchema = z.object({ user: authUserSchema, token: z.string(), expiresAt: z.string(), session: resolvedSessionSchema.optional() });
export type SessionReply = z.infer<typeof sessionReplySchema>;
/** A login's session and a fresh device token for the browser that made it, kept until `expiresAt`. */
export const loginReplySchema = sessionReplySchema.extend({ device: z.object({ token: deviceTokenSchema, expiresAt: z.string() }) });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const resolveSessionRequestSchema = z.object({ token: z.string().max(4096) });

export const logoutRequestSchema = z.object({ sessionId: z.uuid() });
export const userByIdRequestSchema = z.object({ userId: userIdSchema });
export const listUsersRequestSchema = z.object({ query: z.string().trim().max(64).optional() });
export const usersReplySchema = z.array(authUserSchema);
export const okReplySchema = z.object({ ok: z.literal(true) });

export const checkSessionRequestSchema = z.object({ sessionId: z.uuid(), userId: userIdSchema });
/** The most sessions one `auth.sessions.check` asks about. */
export const SESSIONS_CHECK_MAX = 500;
export const checkSessionsRequestSchema = z.object({ sessions: z.array(checkSessionRequestSchema).min(1).max(SESSIONS_CHECK_MAX) });
/** One answer per session asked about, in order: as stored now, or null when it is no longer live. */
export const checkSessionsReplySchema = z.object({ sessions: z.array(resolvedSessionSchema.nullable()) });
export const setAdminRequestSchema = z.object({ userId: userIdSchema, isAdmin: z.boolean() });
/** The user before and after the change; equal when it was already so. */
export const setAdminReplySchema = z.object({ before: authUserSchema, after: authUserSchema });

/** The avatars of some players (active bets show them): the public part of each profile. */
export const avatarsRequestSchema = z.object({ userIds: z.array(userIdSchema).max(200) });
export const playerAvatarSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  avatarColor: avatarColorSchema,
  selectedAccessories: z.string(),
});
export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;
export const avatarsReplySchema = z.array(playerAvatarSchema);
