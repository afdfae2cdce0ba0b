import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  format,
  LoadingButton,
  Notice,
  NumberField,
  OptionsPanel,
  Split,
  StatGrid,
  ToolBody,
  useApi,
  useMessages,
  useSaver,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { RATES_API, type LatestRateData, type RatesAnswer } from '../../common/rates-api.js';
import { messages } from './messages.js';
import { KINDS, planLoan, SCHEMA, type LoanOptions, type RateData } from './loan-plan.js';
import { planCards, TABLE_HEADS } from './view.js';
import { ScheduleTable, YearBars } from './parts.js';
import { scheduleWorkbook } from './workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Amounts to the cent are long: a smaller figure on phones keeps each on one line in its half-width card. */
function phoneSized<T extends { stats: { value: ReactNode }[] }>(cards: T): T {
  return {
    ...cards,
    stats: cards.stats.map((x) => ({
      ...x,
      value: (
        <Box component="span" sx={{ fontSize: { xs: '0.8em', md: '1em' } }}>
          {x.value}
        </Box>
      ),
    })),
  };
}

function useToday(): string {
  const [today, setToday] = useState('');
  useEffect(() => {
    const d = new Date();
    setToday(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
  }, []);
  return today;
}

/** 房贷计算: commercial, provident fund or combined loans, LPR repricing, a prepayment, the whole schedule. */
export default function MortgagePage() {
  const m = useMessages(messages);
  const { values, set, reset, number } = useToolOptions(SCHEMA);
  const o = values as LoanOptions;
  const today = useToday();
  const rates = useApi<RatesAnswer<LatestRateData>>(RATES_API.latestInterestRate, { history: 1 });
  const saver = useSaver();
  const data = rates.status === 'done' ? rates.data.data : null;
  const rateData: RateData | null = useMemo(
    () =>
      data && {
        fixings: (data.lprHistory ?? []).map((f) => ({
          date: f.date,
          oneYear: String(f.oneYear),
          fiveYear: String(f.fiveYear),
        })),
        fund: data.providentFund,
      },
    [data],
  );
  const needsData = (o.kind !== 'fund' && o.rateMode === 'lpr') || (o.kind !== 'commercial' && o.fundRate === '');
  const ready = today !== '' && (rateData !== null || !needsData);
  const empty: RateData = { fixings: [], fund: { first: null, second: null } };
  const plan = useMemo(() => (ready ? planLoan(o, rateData ?? empty, today) : null), [ready, o, rateData, today]); // eslint-disable-line react-hooks/exhaustive-deps
  const without = useMemo(
    () => (ready && o.pre > 0 ? planLoan({ ...o, pre: 0 }, rateData ?? empty, today) : null),
    [ready, o, rateData, today], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const ok = plan !== null && typeof plan === 'object';
  useSettledReport(ok ? JSON.stringify(o) : null);

  const latest = data?.lpr ?? null;
  const fund = data?.providentFund[o.home] ?? null;
  const fundPublished = fund ? (o.years > 5 ? fund.gt5y : fund.le5y) : null;
  const sign = o.spreadBp < 0 ? '−' : '+';
  const spreadHint =
    ok && plan.lpr && latest
      ? format(o.years > 5 ? m.spreadHint : m.spreadHint1y, {
          lpr: plan.lpr.resets.length ? plan.lpr.resets[0].lprPct : o.years > 5 ? latest.fiveYear : latest.oneYear,
          date: latest.date,
          sign,
          bp: Math.abs(o.spreadBp),
          rate: plan.lpr.initialRatePct,
        })
      : ' ';

  const exportXlsx = () =>
    ok &&
    void saver.save(async () => [
      {
        blob: new Blob(
          [
            (await scheduleWorkbook(
              plan,
              TABLE_HEADS.map((h) => m[h]),
              m.total,
            )) as BlobPart,
          ],
          { type: XLSX },
        ),
        name: `${m.exportName}.xlsx`,
      },
    ]);

  return (
    <ToolBody testId="mortgage-tool" data-state={plan === null ? 'loading' : ok ? 'ok' : plan}>
      <ChoiceChips
        value={o.kind}
        onChange={(kind) => set({ kind })}
        columns={3}
        testId="mortgage-kind"
        choices={KINDS.map((k) => ({ value: k, label: m[k] }))}
      />
      <Split>
        <OptionsPanel title={m.title} onReset={reset}>
          {o.kind !== 'fund' && (
            <NumberField label={m.amount} unit={m.wan} testId="mortgage-amount" {...number('amount')} />
          )}
          {o.kind !== 'commercial' && (
            <NumberField label={m.fundAmount} unit={m.wan} testId="mortgage-fund-amount" {...number('fundAmount')} />
          )}
          <NumberField label={m.years} unit={m.yearsUnit} testId="mortgage-years" {...number('years')} />
          <ChoiceChips
            label={m.method}
            value={o.method}
            onChange={(method) => set({ method })}
            columns={2}
            testId="mortgage-method"
            choices={(['equal-instalment', 'equal-principal'] as const).map((x) => ({ value: x, label: m[x] }))}
          />
          {o.kind !== 'fund' && (
            <>
              <ChoiceChips
                label={m.rateMode}
                value={o.rateMode}
                onChange={(rateMode) => set({ rateMode })}
                columns={2}
                testId="mortgage-rate-mode"
                choices={(['lpr', 'fixed'] as const).map((x) => ({ value: x, label: m[x] }))}
              />
              {o.rateMode === 'lpr' ? (
                <>
                  <NumberField label={m.spreadBp} testId="mortgage-spread" {...number('spreadBp')} />
                  <Box data-testid="mortgage-spread-hint" sx={{ fontSize: 12.5, color: 'text.secondary', mt: -1 }}>
                    {spreadHint}
                  </Box>
                  <ChoiceChips
                    label={m.reprice}
                    value={o.reprice}
                    onChange={(reprice) => set({ reprice })}
                    columns={2}
                    choices={(['january', 'anniversary'] as const).map((x) => ({ value: x, label: m[x] }))}
                  />
                </>
              ) : (
                <TextField
                  label={m.rate}
                  value={o.rate}
                  onChange={(e) => set({ rate: e.target.value })}
                  error={plan === 'badRate'}
                  helperText={plan === 'badRate' ? m.badRate : ' '}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal', 'data-testid': 'mortgage-rate', autoComplete: 'off' },
                  }}
                />
              )}
            </>
          )}
          {o.kind !== 'commercial' && (
            <>
              <ChoiceChips
                label={m.home}
                value={o.home}
                onChange={(home) => set({ home })}
                columns={2}
                testId="mortgage-home"
                choices={(['first', 'second'] as const).map((x) => ({ value: x, label: m[x] }))}
              />
              <TextField
                label={m.fundRate}
                value={o.fundRate}
                placeholder={fundPublished !== null ? String(fundPublished) : undefined}
                onChange={(e) => set({ fundRate: e.target.value })}
                error={plan === 'badFundRate'}
                helperText={
                  plan === 'badFundRate'
                    ? m.badFundRate
                    : fund && fundPublished !== null
                      ? format(m.fundRateHint, { rate: fundPublished, date: fund.effectiveDate })
                      : ' '
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'data-testid': 'mortgage-fund-rate', autoComplete: 'off' },
                }}
              />
            </>
          )}
          <TextField
            type="date"
            label={m.date}
            value={o.date || today}
            onChange={(e) => set({ date: e.target.value })}
            helperText={m.dateHint}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'mortgage-date' } }}
          />
          <NumberField
            label={m.pre}
            unit={m.wan}
            value={o.pre}
            min={0}
            max={100000}
            onChange={(pre) => set({ pre: pre ?? 0 })}
            testId="mortgage-pre"
          />
          {o.pre > 0 && (
            <>
              <NumberField label={m.preAfter} testId="mortgage-pre-after" {...number('preAfter')} />
              <ChoiceChips
                label={m.preMode}
                value={o.preMode}
                onChange={(preMode) => set({ preMode })}
                columns={1}
                testId="mortgage-pre-mode"
                choices={(['shorten', 'lower'] as const).map((x) => ({ value: x, label: m[x] }))}
              />
            </>
          )}
        </OptionsPanel>
        <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0, alignContent: 'start' }}>
          {ok ? (
            <>
              <StatGrid
                testId="mortgage"
                label={m.results}
                {...phoneSized(planCards(plan, m, without && typeof without === 'object' ? without : null))}
              />
              <YearBars plan={plan} />
            </>
          ) : plan === null ? (
            rates.status === 'error' ? (
              <Notice
                severity="warning"
                action={<Button onClick={rates.retry}>{m.retry}</Button>}
                testId="mortgage-load-failed"
              >
                {format(m.loadFailed, { msg: rates.message })}
              </Notice>
            ) : (
              <Notice>{m.loading}</Notice>
            )
          ) : (
            <Notice severity="warning" testId="mortgage-error">
              {m[plan]}
            </Notice>
          )}
        </Box>
      </Split>
      {ok && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ fontWeight: 700 }}>{m.table}</Box>
            <LoadingButton
              variant="outlined"
              size="small"
              loading={saver.saving}
              onClick={exportXlsx}
              data-testid="mortgage-export"
            >
              {m.export}
            </LoadingButton>
          </Box>
          <ScheduleTable plan={plan} />
        </Box>
      )}
      {data?.lpr && (
        <Notice testId="mortgage-lpr-note">{format(m.lprNote, { asOf: data.asOf, date: data.lpr.date })}</Notice>
      )}
      {ok && plan.fundRate?.effectiveDate && (
        <Notice>{format(m.fundNote, { rate: plan.fundRate.pct, date: plan.fundRate.effectiveDate })}</Notice>
      )}
      <Notice>{m.cityNote}</Notice>
      <Notice>{m.rule}</Notice>
      {saver.ui}
    </ToolBody>
  );
}
