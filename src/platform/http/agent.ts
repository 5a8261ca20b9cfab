import Agent from 'agentkeepalive';

/** Spec §9 "Keep-alive agent": max sockets 10, total 50, timeout 60000 ms. */
export const KEEP_ALIVE_OPTIONS = {
  maxSockets: 10,
  maxTotalSockets: 50,
  timeout: 60_000,
  freeSocketTimeout: 15_000,
};

export const httpAgent = new Agent(KEEP_ALIVE_OPTIONS);
export const httpsAgent = new Agent.HttpsAgent(KEEP_ALIVE_OPTIONS);
