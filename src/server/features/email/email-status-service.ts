import { EMAIL_SERVICE_NAMES, type EmailStatus } from '../../../common/email';
import type { Config } from '../../config';
import { chooseEmailService } from './transports';

/**
 * The specification's email config status. Sending works whatever is configured (the outbox is a
 * transport too), so `emailConfigured` says whether a real delivery service is set up and
 * `activeService` which one sends.
 */
export function getEmailStatus(mail: Config['mail']): EmailStatus {
  const activeService = chooseEmailService(mail);
  const isDelivering = activeService !== 'outbox';
  return {
    emailConfigured: isDelivering,
    service: isDelivering ? EMAIL_SERVICE_NAMES[activeService] : 'No Email Service',
    status: isDelivering ? 'ready' : 'outbox only',
    sendGridConfigured: Boolean(mail.sendGridApiKey),
    resendConfigured: Boolean(mail.resendApiKey),
    smtpConfigured: Boolean(mail.smtpUrl),
    activeService,
    emailAddresses: mail.addresses,
  };
}
