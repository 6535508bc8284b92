/**
 * Cross-field rules for `z.object(...).superRefine(...)`: the IE checked against the form's UF, and
 * the password confirmation. Each helper returns the refinement callback; issues land on the field.
 */
import type { z } from 'zod';
import { validationMessages as m } from '@/lib/messages';
import { isValidIe } from './state-registration';

type Values = Record<string, unknown>;
type Refinement = (values: Values, ctx: z.RefinementCtx) => void;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The IE at `ieField` must be valid for the UF at `ufField`, or 'ISENTO' ('IE inválida'). An empty IE
 * is left to the field's own schema (required or optional); with no UF chosen yet nothing is checked.
 */
export function ie(ufField: string, ieField = 'inscricaoEstadual'): Refinement {
  return (values, ctx) => {
    const value = text(values[ieField]);
    const state = text(values[ufField]);
    if (value === '' || state === '') return;
    if (!isValidIe(value, state))
      ctx.addIssue({ code: 'custom', path: [ieField], message: m.stateRegistration });
  };
}

/**
 * The value at `confirmationField` must equal the one at `passwordField` ('Senhas não conferem', at the
 * confirmation). Passwords are compared untrimmed; empty fields are left to their required rule.
 */
export function passwordConfirmation(passwordField: string, confirmationField: string): Refinement {
  return (values, ctx) => {
    const password = values[passwordField];
    const confirmation = values[confirmationField];
    if (typeof password !== 'string' || typeof confirmation !== 'string') return;
    if (password !== '' && confirmation !== '' && password !== confirmation) {
      ctx.addIssue({ code: 'custom', path: [confirmationField], message: m.passwordsDoNotMatch });
    }
  };
}
