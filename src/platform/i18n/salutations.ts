/**
 * The values of a salutation field, shared by the account, the newsletter and the appointment forms; the
 * labels are the messages' `salutations.*` (Mx, Mr or Mrs, Señor/Señora…).
 */
export const SALUTATIONS = ['woman', 'man', 'diverse'] as const;
