export { ConsentBanner } from './ConsentBanner';
export { ConsentSettingsButton } from './ConsentSettingsButton';
export { TagManager } from './TagManager';
export {
  CONSENT_COOKIE,
  PERSONALISATION_CONSENT_COOKIE,
  MONITORING_CONSENT_COOKIE,
  parseConsent,
  type ConsentChoice,
} from './consent';
