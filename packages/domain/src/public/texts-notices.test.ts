import { describe, expect, it } from 'vitest';
import { contactMessageNotice } from './texts-notices.ts';

describe('the contact notice', () => {
  it('names the category and the sender', () => {
    const notice = contactMessageNotice({
      message: {
        name: 'Ann',
        email: 'ann@example.com',
        category: 'general',
        subject: 'Hours',
        message: 'Hi',
      },
    });
    expect(notice.subject).toBe('[Contact: General Inquiry] Hours');
    expect(notice.text).toBe('From: Ann <ann@example.com>\nCategory: General Inquiry\n\nHi\n');
  });
});
