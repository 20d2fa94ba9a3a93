/** A valid contact-form message (POST /api/Contact), from `email`. */
export function contactMessage(email = 'asha@example.com') {
  return {
    name: 'Asha Ramdass',
    email,
    subject: 'Approval time',
    category: 'general',
    message: 'How long does approval take for learners?',
  };
}
