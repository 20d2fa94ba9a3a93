/** A payload sent to a call: the factories' defaults and a test's overrides. */
export type Payload = Record<string, unknown>;

// Sign-ups in one test need distinct Employer IDs and emails: one counter for every factory.
let serial = 0;
/** The next serial number, for names and ids that must differ within a test. */
export const next = () => {
  serial += 1;
  return serial;
};
