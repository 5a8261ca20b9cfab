import { headers } from 'next/headers';
import { consentDecidedScript } from './consent-decided-mark';

/**
 * The first thing in the page's body: an inline script (with the answer's nonce, ADR 0018) that marks the
 * page of a visitor who has chosen, so the consent banner the page carries for a first visit is hidden by CSS
 * before anything is painted. The page itself stays the same for every visitor (ADR 0006).
 */
export async function ConsentDecidedMark() {
  const policy = (await headers()).get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentDecidedScript() }} />;
}
