import { createProxyHandlers } from './proxy-handlers';
import { personalisationDependencies } from './wiring';

/** The shop's proxies, over the configured provider or the built-in engine. */
const shopHandlers = createProxyHandlers(personalisationDependencies);

export const handleChoose = shopHandlers.choose;
export const handleEngagement = shopHandlers.engagement;
