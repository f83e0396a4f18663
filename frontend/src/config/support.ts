/**
 * The customer-support number (spec section 1), from the build's configuration (`VITE_SUPPORT_PHONE`). The chat
 * link takes it reduced to digits.
 */
export const supportPhone: string = import.meta.env.VITE_SUPPORT_PHONE || '+92 300 0000000';

export const digitsOnly = (phone: string): string => phone.replace(/\D/g, '');

export const supportChatHref = (phone: string = supportPhone): string => `https://wa.me/${digitsOnly(phone)}`;
