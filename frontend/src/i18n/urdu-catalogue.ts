import { catalogueOf } from './catalogue-of';

/** Urdu's message catalogue, a script of its own: only a player who reads Urdu fetches it. */
export const urdu = catalogueOf(import.meta.glob<Record<string, unknown>>('./locales/ur/*.json', { eager: true, import: 'default' }));
