export { ConsentBanner } from './ConsentBanner';
export { ConsentDecidedMark } from './ConsentDecidedMark';
export { ConsentSettingsButton } from './ConsentSettingsButton';
export { TagManager } from './TagManager';
export { hasMonitoringConsent } from './browser-consent';
export { CONSENT_CHANGE_EVENT, PERSONALISATION_CONSENT_COOKIE, MONITORING_CONSENT_COOKIE } from './consent';
