// Kept apart from the contact schema (zod): the web's route table imports these, and the landing
// page's script must not carry a schema library for two strings.
/**
 * Where the browser goes after posting the contact form without JavaScript (POST /contact): a page
 * saying the message was sent, or that it was not.
 */
export const CONTACT_FORM_OUTCOMES = { sent: '/contact/sent', notSent: '/contact/not-sent' } as const;

/** The id of the contact form's heading: the browser is sent there, so the outcome is in view. */
export const CONTACT_FORM_ANCHOR = 'contact-form-title';
