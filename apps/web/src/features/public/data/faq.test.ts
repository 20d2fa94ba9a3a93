import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ITEMS, filterFaq } from './faq';

describe('FAQ data', () => {
  it('holds exactly 12 questions with unique ids, covering every category', () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(12);
    for (const category of FAQ_CATEGORIES) expect(FAQ_ITEMS.some((i) => i.category === category)).toBe(true);
  });

  it('states the stipend rates and placement types from the domain tables', () => {
    const text = (id: string) => {
      const item = FAQ_ITEMS.find((i) => i.id === id);
      return [item?.answer, ...(item?.details ?? [])].join(' ');
    };
    const stipend = text('stipend');
    for (const rate of ['2,750', '3,960', '4,950', '6,875', '7,920']) expect(stipend).toContain(`TT$${rate}`);
    const types = text('placement-types');
    for (const t of ['First Time', 'Resumption', 'Reapplying', 'Internship', 'Transfer']) expect(types).toContain(t);
  });

  it('filters case-insensitively over question and answer, within a category', () => {
    expect(filterFaq(FAQ_ITEMS, '', 'All')).toHaveLength(12);
    expect(filterFaq(FAQ_ITEMS, '  PASSWORD ', 'Account').every((i) => i.category === 'Account')).toBe(true);
    expect(filterFaq(FAQ_ITEMS, '3–5 business days', 'All').map((i) => i.id)).toContain('approval-time');
    expect(filterFaq(FAQ_ITEMS, 'masters degree', 'All').map((i) => i.id)).toEqual(['stipend']);
    expect(filterFaq(FAQ_ITEMS, 'no such words here', 'All')).toEqual([]);
  });
});
