import { Alert, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTACT_CATEGORIES,
  type ContactMessage,
  contactMessageSchema,
  MESSAGES,
  validateFields,
} from '@ojt/domain';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { paths } from '../../../config/paths';
import { type FailureTable, failureText, serverTextOr } from '../../../lib/failure-text';
import { useSendContactMessage } from '../api/send-contact-message';
import classes from './contact-form.module.css';

type Field = keyof ContactMessage;
const fieldId = (name: string) => `contact-${name}`;
const EMPTY: ContactMessage = { name: '', email: '', subject: '', category: 'general', message: '' };

/** A 4xx answer's own text is shown (e.g. a field the server refused); a 5xx one's never is. */
const FAILURES: FailureTable = {
  RATE_LIMITED: MESSAGES.tooManyAttempts,
  NETWORK: MESSAGES.networkErrorTryAgain,
  otherwise: serverTextOr(MESSAGES.internalError),
};

/** Why the message did not go: after a post without JavaScript, or the API's failure. */
function NotSentAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title="Your message was not sent"
    >
      {children}
    </Alert>
  );
}

/** The message went (inside the status region after a send, `role="none"` so it is read once). */
function SentAlert({ role }: { role?: 'none' }) {
  return (
    <Alert
      {...(role ? { role } : {})}
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title="Message sent"
    >
      {MESSAGES.contactMessageSent}
    </Alert>
  );
}

/** How the form, posted without JavaScript, went (the page the server sent the browser to). */
export type ContactOutcome = 'sent' | 'notSent';

/**
 * The contact form. With JavaScript it sends through POST /api/Contact and checks fields as the spec
 * says; without, the browser checks the required fields itself and posts the form to POST /contact.
 */
export function ContactForm({ outcome }: { outcome?: ContactOutcome }) {
  const mutation = useSendContactMessage();
  const [sent, setSent] = useState(false);
  /** What the page says on arrival from a post without JavaScript, until the next send. */
  const [arrived, setArrived] = useState(outcome);
  /** Failed submits so far: the error summary takes the focus after each. */
  const [attempt, setAttempt] = useState(0);
  const form = useForm<ContactMessage>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateFields(contactMessageSchema, values),
  });

  /** A field's id (what a failed submit focuses), its value and its error. */
  const field = (name: Field) => ({ id: fieldId(name), name, ...form.getInputProps(name) });
  // `required` also lets a browser without JavaScript refuse an empty field; with it, the form's own
  // checks and messages apply (noValidate is set once the page is running).
  const required = (name: Field) => ({ ...field(name), required: true });

  const submit = form.onSubmit(
    (values) => {
      setSent(false);
      setArrived(undefined);
      mutation.mutate(values, {
        onSuccess: () => {
          setSent(true);
          form.reset();
        },
      });
    },
    () => setAttempt((count) => count + 1),
  );

  return (
    <form
      method="post"
      action={paths.contact}
      onSubmit={submit}
      ref={(element) => {
        if (element) element.noValidate = true;
      }}
      className={classes.form}
    >
      {arrived === 'notSent' && <NotSentAlert>{MESSAGES.contactMessageNotSent}</NotSentAlert>}
      {arrived === 'sent' && <SentAlert />}
      <FormErrorSummary errors={form.errors} fieldId={fieldId} attempt={attempt} />
      <p className={classes.note}>All fields marked with an asterisk (*) are required.</p>
      {/* Each label names its field as the field's messages do ('Name' / 'Name is required'). */}
      <div className={classes.row}>
        <TextInput label="Name" autoComplete="name" {...required('name')} />
        <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...required('email')} />
      </div>
      <NativeSelect
        label="Category"
        data={CONTACT_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
        {...field('category')}
      />
      <TextInput label="Subject" {...required('subject')} />
      <Textarea label="Message" rows={6} resize="vertical" {...required('message')} />
      {mutation.isError && <NotSentAlert>{failureText(mutation.error, FAILURES)}</NotSentAlert>}
      <div role="status">{sent && <SentAlert role="none" />}</div>
      <Button
        type="submit"
        size="md"
        className={classes.submit}
        loading={mutation.isPending}
        leftSection={<IconSend size={18} aria-hidden />}
      >
        Send Message
      </Button>
    </form>
  );
}
