import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  disabilityField,
  emailField,
  flagField,
  hasForbiddenControl,
  normalizeText,
  optionalSelectField,
  selectField,
  textField,
  toSelectInt,
} from './field-schemas.ts';
import { validateFields } from './validate-fields.ts';

describe('normalizeText', () => {
  it('trims text and treats missing and zero as empty', () => {
    expect(normalizeText('  Arima  ')).toBe('Arima');
    expect(normalizeText(undefined)).toBe('');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(0)).toBe('');
    expect(normalizeText(12345)).toBe('12345');
  });
});

describe('select conversion', () => {
  it('reads strings and numbers as integers; empty and zero as 0; garbage as -1', () => {
    expect(toSelectInt('14')).toBe(14);
    expect(toSelectInt(' 7 ')).toBe(7);
    expect(toSelectInt(7)).toBe(7);
    expect(toSelectInt('')).toBe(0);
    expect(toSelectInt('  ')).toBe(0);
    expect(toSelectInt('0')).toBe(0);
    expect(toSelectInt(0)).toBe(0);
    expect(toSelectInt(null)).toBe(0);
    expect(toSelectInt(undefined)).toBe(0);
    expect(toSelectInt('abc')).toBe(-1);
    expect(toSelectInt(2.5)).toBe(-1);
    expect(toSelectInt({})).toBe(-1);
  });

  const schema = z.object({ pick: selectField('City', (id) => id >= 1 && id <= 30) });

  it('answers the integer for a valid choice', () => {
    expect(schema.parse({ pick: '3' })).toEqual({ pick: 3 });
  });

  it.each([
    ['', 'City is required'],
    [0, 'City is required'],
    ['0', 'City is required'],
    [undefined, 'City is required'],
    ['31', 'Please select a valid city'],
    ['x', 'Please select a valid city'],
  ])('refuses %j with "%s"', (pick, message) => {
    expect(validateFields(schema, { pick })).toEqual({ pick: message });
  });

  it('gives null for an optional select left empty', () => {
    const optional = z.object({ pick: optionalSelectField('Permanent City', (id) => id === 1) });
    expect(optional.parse({ pick: '' })).toEqual({ pick: null });
    expect(optional.parse({ pick: '1' })).toEqual({ pick: 1 });
    expect(validateFields(optional, { pick: '2' })).toEqual({ pick: 'Please select a valid permanent city' });
  });
});

describe('text fields', () => {
  const schema = z.object({ name: textField('Company Name', { required: true, max: 5 }) });

  it('requires a value after trimming, and zero counts as missing', () => {
    expect(validateFields(schema, { name: '   ' })).toEqual({ name: 'Company Name is required' });
    expect(validateFields(schema, { name: 0 })).toEqual({ name: 'Company Name is required' });
    expect(validateFields(schema, {})).toEqual({ name: 'Company Name is required' });
    expect(schema.parse({ name: ' Acme ' })).toEqual({ name: 'Acme' });
  });

  it('limits the length', () => {
    expect(validateFields(schema, { name: 'Acme Ltd' })).toEqual({
      name: 'Company Name must be at most 5 characters',
    });
  });

  it('refuses values that are not text', () => {
    expect(validateFields(schema, { name: { a: 1 } })).toEqual({ name: 'Company Name is not valid' });
    expect(validateFields(schema, { name: 'a\u0000b' })).toEqual({ name: 'Company Name is not valid' });
  });
});

describe('flags and disability', () => {
  const schema = z.object({ flag: flagField('Parent Company'), disability: disabilityField('Disability') });

  it('reads yes/no values', () => {
    expect(schema.parse({ flag: 'true', disability: '1' })).toEqual({ flag: true, disability: 1 });
    expect(schema.parse({ flag: 0, disability: '' })).toEqual({ flag: false, disability: 0 });
    expect(schema.parse({})).toEqual({ flag: false, disability: 0 });
    expect(schema.parse({ flag: true, disability: true })).toEqual({ flag: true, disability: 1 });
  });

  it('refuses other values', () => {
    expect(validateFields(schema, { flag: 'maybe', disability: '2' })).toEqual({
      flag: 'Parent Company is not valid',
      disability: 'Please select a valid disability option',
    });
  });
});

describe('control characters', () => {
  const schema = z.object({
    name: textField('Company Name', { max: 100 }),
    message: textField('Message', { max: 100, multiline: true }),
  });

  it.each(['\u0000', '\r', '\n', '\t', '\u001b', '\u007f', '\u0085', '\u2028'])(
    'refuses %j inside a one-line field, naming the field',
    (control) => {
      expect(validateFields(schema, { name: `Acme${control}Ltd` })).toEqual({
        name: 'Company Name is not valid',
      });
    },
  );

  it('lets a multi-line field keep line breaks and tabs', () => {
    expect(schema.parse({ message: 'Line one\r\nLine two\n\tindented' }).message).toBe(
      'Line one\r\nLine two\n\tindented',
    );
  });

  it.each(['\u0000', '\u0007', '\u000b', '\u001b', '\u007f'])(
    'refuses %j inside a multi-line field',
    (control) => {
      expect(validateFields(schema, { message: `Hello${control}there` })).toEqual({
        message: 'Message is not valid',
      });
    },
  );

  it('tells which kind of field refuses which character', () => {
    expect(hasForbiddenControl('a\nb')).toBe(true);
    expect(hasForbiddenControl('a\nb', true)).toBe(false);
    expect(hasForbiddenControl('a\u0000b', true)).toBe(true);
    expect(hasForbiddenControl('Zoë Ramdass-Ali')).toBe(false);
  });
});

describe('email fields', () => {
  const schema = z.object({ email: emailField('Email', true) });

  it('answers the address lower-cased, as it is stored and compared', () => {
    expect(schema.parse({ email: ' ASHA@Mail.TT ' })).toEqual({ email: 'asha@mail.tt' });
  });

  it('refuses display names, lists and header breaks', () => {
    for (const email of [
      '"x"<asha@mail.tt>',
      'a,asha@mail.tt',
      'asha@mail.tt;b@c.tt',
      'asha@mail.tt\r\nBcc: x@y.tt',
    ]) {
      expect(validateFields(schema, { email })).toEqual({ email: expect.stringMatching(/valid/) });
    }
  });
});
