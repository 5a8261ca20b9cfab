/** The bam application's chosen own store, remembered for a year. */
export const STORE_CHOICE_COOKIE = 'bam_store';
