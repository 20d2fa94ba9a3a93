import { Anchor } from '@mantine/core';

// A record's email, phone and website as links, or '' (a details list's dash) when missing.

export function emailLink(email: string | null | undefined) {
  return email ? (
    <Anchor size="sm" href={`mailto:${email}`}>
      {email}
    </Anchor>
  ) : (
    ''
  );
}

/** A phone number that dials on a phone (the `tel:` link keeps only digits and '+'). */
export function phoneLink(phone: string | null | undefined) {
  return phone ? (
    <Anchor size="sm" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
      {phone}
    </Anchor>
  ) : (
    ''
  );
}

/** A website in a new tab; anything that is not an http(s) address stays text, never a link. */
export function websiteLink(url: string | null | undefined) {
  return url && /^https?:\/\//i.test(url) ? (
    <Anchor size="sm" href={url} target="_blank" rel="noopener noreferrer">
      {url}
    </Anchor>
  ) : (
    (url ?? '')
  );
}
