/**
 * The checks of a script-run test (PostgreSQL, tracing): one line each, "ok" or "FAIL" with what was seen,
 * then `finish` prints "{name}: N passed, N failed" and exits 1 on a failure.
 */
export function checks(name: string) {
  let passed = 0;
  let failed = 0;
  return {
    check(what: string, ok: boolean, detail = ''): void {
      if (ok) passed += 1;
      else failed += 1;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !detail ? '' : ` — ${detail}`}`);
    },
    finish(): never {
      console.log(`${name}: ${passed} passed, ${failed} failed`);
      process.exit(failed > 0 ? 1 : 0);
    },
  };
}
