/** The loan plan as the page's cards, notes and table rows, in the page's words. */
import { format } from '../../common/messages.js';
import { dueDate, formatCents } from '../../common/finance/index.js';
import type { LoanPlan } from './loan-plan.js';
import type { messages } from './messages.js';

type Texts = (typeof messages)['zh'];
export const yuan = (c: bigint) => formatCents(c, { grouping: true });

export function planCards(p: LoanPlan, m: Texts, without: LoanPlan | null) {
  const rows = p.schedule.rows;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const equalPrincipal = rows.length > 2 && rows[1].payment < first.payment && !p.lpr?.rateChanges.length;
  const totalInterest = p.schedule.totalInterest;
  const stats = [
    { id: 'principal', label: m.principal, value: yuan(p.principal) },
    { id: 'interest', label: m.interest, value: yuan(totalInterest) },
    { id: 'total', label: m.total, value: yuan(p.schedule.totalPaid) },
    {
      id: 'months',
      label: m.months,
      value: format(m.monthsN, { n: p.schedule.months }),
      hint: format(m.endsOn, { date: p.endDate }),
    },
    { id: 'last', label: m.lastPayment, value: yuan(last.payment) },
    { id: 'rates', label: m.ratesUsed, value: p.parts.map((x) => `${m[x.kind]} ${x.ratePct}%`).join(' · ') },
  ];
  if (p.schedule.totalPrepaid > 0n && without)
    stats.push({
      id: 'prepaid',
      label: m.prepaid,
      value: yuan(p.schedule.totalPrepaid),
      hint: format(m.saved, { n: yuan(without.schedule.totalInterest - totalInterest) }),
    });
  return {
    headline: {
      id: 'mortgage-monthly',
      label: equalPrincipal ? m.firstMonthly : m.monthly,
      value: `${yuan(first.payment)} 元`,
      detail: equalPrincipal ? format(m.decrease, { n: yuan(first.payment - rows[1].payment) }) : undefined,
    },
    stats,
  };
}

/** The schedule as text cells: no., due date, instalment, principal, interest, prepayment, balance, rate. */
export function tableRows(p: LoanPlan): string[][] {
  return p.schedule.rows.map((r) => [
    String(r.period),
    dueDate(p.loanDate, r.period),
    yuan(r.payment),
    yuan(r.principal),
    yuan(r.interest),
    r.prepayment > 0n ? yuan(r.prepayment) : '',
    yuan(r.balance),
    `${r.annualRatePct}%`,
  ]);
}

export const TABLE_HEADS = [
  'period',
  'dueDate',
  'payment',
  'partPrincipal',
  'partInterest',
  'prepaid',
  'balance',
  'annualRate',
] as const;
