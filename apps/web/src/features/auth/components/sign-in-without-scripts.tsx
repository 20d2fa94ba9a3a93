import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { CONTACT_DETAILS } from '../../../config/contact-details';

/** The heading both versions of the sign-in page share. */
export const SIGN_IN_HEADING = 'Sign In';

/**
 * The sign-in page for a browser with JavaScript off (issue 30): the form needs scripts, so the page
 * says what to do instead — turn JavaScript on, or call or visit the programme office.
 */
export function SignInWithoutScripts() {
  const { phone, email, address, hours } = CONTACT_DETAILS;
  return (
    <Stack gap="md">
      <Title order={1}>{SIGN_IN_HEADING}</Title>
      <Text fw={600}>Signing in needs JavaScript, and it is turned off in this browser.</Text>
      <Text>To sign in, do one of these:</Text>
      <List spacing="sm" type="ordered">
        <List.Item>Turn JavaScript on in your browser’s settings, then reload this page.</List.Item>
        <List.Item>
          Call the OJT Programme Office
          {phone && (
            <>
              {' '}
              on <Anchor href={phone.href}>{phone.display}</Anchor>
            </>
          )}
          , or email <Anchor href={`mailto:${email}`}>{email}</Anchor>: we can help you with your account.
        </List.Item>
        <List.Item>
          Visit the office: {address.join(', ')}. {hours}.
        </List.Item>
      </List>
    </Stack>
  );
}
