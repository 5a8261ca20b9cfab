/**
 * The top banner's choose call comes first: it is above the fold and has 1250 ms. The recommendations
 * below wait until it has answered (or failed), so a server busy loading a storefront's catalogue for them
 * does not make the banner miss its time. Resolved once per page load.
 */
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => (settle = resolve));

export const markBannerSettled = () => settle();

/** The banner's answer, or the shell's time limit, whichever comes first. */
export const bannerSettled = (limitMs: number) =>
  Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
