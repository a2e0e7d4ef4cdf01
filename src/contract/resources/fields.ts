import { z } from 'zod';

/*
 * Field validators shared by the resource schemas. Messages are i18n keys (`validation.*`); the server
 * fills `{{field}}` with the field's label and `{{min}}`/`{{max}}` with the limit, so one message serves
 * every field.
 */

export const idSchema = z
  .string()
  .trim()
  .min(1, 'validation.fieldRequired')
  .max(64, 'validation.fieldTooLong');

/** A reference to another row of the same enterprise; null when there is none. */
export const referenceSchema = idSchema.nullable();

export function requiredText(max: number) {
  return z.string().trim().min(1, 'validation.fieldRequired').max(max, 'validation.fieldTooLong');
}

export function optionalText(max: number) {
  return z.string().trim().max(max, 'validation.fieldTooLong');
}

/** Dialable numbers: digits only. */
export function digits(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, 'validation.fieldTooShort')
    .max(max, 'validation.fieldTooLong')
    .regex(/^\d*$/, 'validation.digitsOnly');
}

export function integerBetween(min: number, max: number) {
  return z
    .number('validation.numberRequired')
    .int('validation.integerRequired')
    .min(min, 'validation.fieldMin')
    .max(max, 'validation.fieldMax');
}

export const phoneSchema = z
  .string()
  .trim()
  .max(32, 'validation.fieldTooLong')
  .regex(/^(\+?\d[\d -]{2,30})?$/, 'validation.phoneInvalid');

export const emailSchema = z
  .string()
  .trim()
  .max(128, 'validation.fieldTooLong')
  .regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'validation.emailInvalid');

/** IMEI: 15 digits whose last one is the Luhn check digit; empty when unknown. */
function imeiValid(value: string): boolean {
  if (value === '') return true;
  if (!/^\d{15}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    let digit = Number(value[14 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const imeiSchema = z.string().trim().refine(imeiValid, 'validation.imeiInvalid');

/** Server-managed fields every resource row carries. */
export const rowMetaShape = {
  id: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
};
