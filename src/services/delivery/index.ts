export { TEMPLATE_KEY, templateOf } from './compose';
export { mailQueue, startMailDeliveries } from './mail';
export type { MailOptions } from './mail';
export { newPortalToken, parsePortalToken, portalDocument, portalView, createPortalLink } from './portal';
export type { PortalView } from './portal';
export { previewMail, SAMPLE_VALUES } from './preview';
export { nextReminderDay, runReminders } from './reminders';
export { listInvoiceDeliveries, sendInvoice } from './send';
