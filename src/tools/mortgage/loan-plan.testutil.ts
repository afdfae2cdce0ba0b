/** Test options for the mortgage tests: a 100万 commercial loan at a fixed 3.5% over 30 years. */
import type { LoanOptions } from './loan-plan.js';

export const BASE: LoanOptions = {
  kind: 'commercial',
  amount: 100,
  fundAmount: 60,
  years: 30,
  method: 'equal-instalment',
  rateMode: 'fixed',
  spreadBp: 0,
  rate: '3.5',
  reprice: 'january',
  fundRate: '',
  home: 'first',
  date: '2026-09-15',
  pre: 0,
  preAfter: 12,
  preMode: 'shorten',
};
