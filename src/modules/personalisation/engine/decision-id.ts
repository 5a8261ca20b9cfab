import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '@/platform/crypto/same-secret';

export interface Decision {
  campaignId: string;
  variationId: string;
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

/** A decision id names the campaign and variation shown and is signed, so clicks cannot be forged. */
export function encodeDecisionId(decision: Decision, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify([decision.campaignId, decision.variationId, randomBytes(6).toString('base64url')]),
  ).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The decision behind an id, or undefined when the id is malformed or its signature does not match. */
export function decodeDecisionId(decisionId: string, secret: string): Decision | undefined {
  const [payload, given, ...rest] = decisionId.split('.');
  if (!payload || !given || rest.length > 0) return undefined;
  const expected = signature(payload, secret);
  if (!sameSecret(given, expected)) return undefined;
  try {
    const [campaignId, variationId] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof campaignId !== 'string' || typeof variationId !== 'string') return undefined;
    return { campaignId, variationId };
  } catch {
    return undefined;
  }
}
