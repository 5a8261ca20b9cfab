/** One line of the cluster test's report (support/checks.ts). */
export type Check = (what: string, ok: boolean, detail?: string) => void;
