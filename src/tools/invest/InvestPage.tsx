import { useMemo } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  ChoiceChips,
  format,
  Notice,
  NumberField,
  OptionsPanel,
  SelectField,
  Split,
  StatGrid,
  ToolBody,
  useApi,
  useI18n,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { RATES_API, type BankListData, type BankPolicyData, type RatesAnswer } from '../../common/rates-api.js';
import { messages } from './messages.js';
import {
  compound,
  deposit,
  lumpReturn,
  MODES,
  monthlyIrr,
  rateFor,
  regular,
  SCHEMA,
  TERMS,
  type Figures,
} from './invest.js';

type Texts = (typeof messages)['zh'];

/** 投资收益计算: deposit interest at a bank's listed rate, compound interest, regular saving, returns and IRR. */
export default function InvestPage() {
  const m = useMessages(messages);
  const { lang } = useI18n();
  const { values: v, set, reset } = useToolOptions(SCHEMA);
  const isDeposit = v.mode === 'deposit';
  const banks = useApi<RatesAnswer<BankListData>>(RATES_API.bankList, isDeposit ? {} : null);
  const policy = useApi<RatesAnswer<BankPolicyData>>(RATES_API.bankPolicy, isDeposit ? { bankId: v.bank } : null);
  const listed = banks.status === 'done' ? banks.data.data.banks.filter((b) => b.hasRates) : [];
  const bankData = policy.status === 'done' ? policy.data.data : null;
  const rate = bankData ? rateFor(bankData.rates, v.term) : null;

  const figures: Figures | null = useMemo(() => {
    switch (v.mode) {
      case 'deposit':
        return bankData ? deposit(v.amount, v.term, v.days, rate) : null;
      case 'compound':
        return compound(v.amount, v.rate, v.years, v.per);
      case 'regular':
        return regular(v.monthly, v.rate, v.months, v.saving);
      case 'return':
        return lumpReturn(v.amount, v.end, v.days);
      default:
        return monthlyIrr(v.monthly, v.months, v.end);
    }
  }, [v, bankData, rate]);
  useSettledReport(figures?.status === 'ok' ? JSON.stringify(v) : null, v.mode);
  const failed = !isDeposit
    ? null
    : banks.status === 'error'
      ? banks.message
      : policy.status === 'error'
        ? policy.message
        : null;

  const money = (key: 'amount' | 'monthly' | 'end', label: string) => (
    <NumberField
      label={label}
      unit={m.yuanUnit}
      value={v[key]}
      min={key === 'end' ? 0 : 0.01}
      max={1e12}
      onChange={(x) => x !== null && set({ [key]: x })}
      testId={`invest-${key}`}
    />
  );
  const whole = (key: 'days' | 'years' | 'months', label: string, unit: string, max: number) => (
    <NumberField
      label={label}
      unit={unit}
      value={v[key]}
      integer
      min={1}
      max={max}
      onChange={(x) => x !== null && set({ [key]: x })}
      testId={`invest-${key}`}
    />
  );
  const rateField = (
    <TextField
      label={m.rate}
      value={v.rate}
      onChange={(e) => set({ rate: e.target.value })}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'data-testid': 'invest-rate',
          autoComplete: 'off',
        },
      }}
    />
  );

  return (
    <ToolBody testId="invest-tool" data-state={figures?.status ?? 'loading'}>
      <ChoiceChips
        value={v.mode}
        onChange={(mode) => set({ mode })}
        columns={{ xs: 3, md: 5 }}
        testId="invest-mode"
        choices={MODES.map((x) => ({ value: x, label: m[x] }))}
      />
      <Split>
        <OptionsPanel title={m[v.mode]} onReset={reset}>
          {isDeposit && (
            <>
              <SelectField
                label={m.bank}
                value={v.bank}
                items={
                  listed.length
                    ? listed.map((b) => ({
                        value: b.id,
                        label: lang === 'zh' ? b.name : b.nameEn,
                      }))
                    : [{ value: v.bank, label: bankData?.bank.name ?? v.bank }]
                }
                onChange={(bank) => set({ bank })}
                testId="invest-bank"
              />
              <ChoiceChips
                label={m.term}
                value={v.term}
                onChange={(term) => set({ term })}
                columns={{ xs: 4, md: 7 }}
                testId="invest-term"
                choices={TERMS.map((t) => ({ value: t, label: m[t] }))}
              />
              {money('amount', m.amount)}
              {v.term === 'demand' && whole('days', m.days, m.daysUnit, 36500)}
            </>
          )}
          {v.mode === 'compound' && (
            <>
              {money('amount', m.amount)}
              {rateField}
              {whole('years', m.years, m.yearsUnit, 100)}
              <ChoiceChips
                label={m.per}
                value={String(v.per)}
                onChange={(per) => set({ per: Number(per) })}
                columns={3}
                testId="invest-per"
                choices={['1', '4', '12'].map((n) => ({
                  value: n,
                  label: format(m.perN, { n }),
                }))}
              />
            </>
          )}
          {v.mode === 'regular' && (
            <>
              {money('monthly', m.monthly)}
              {rateField}
              {whole('months', m.months, m.monthsUnit, 1200)}
              <ChoiceChips
                label={m.saving}
                value={v.saving}
                onChange={(saving) => set({ saving })}
                columns={1}
                testId="invest-saving"
                choices={[
                  { value: 'bank', label: m.bankSaving },
                  { value: 'compound', label: m.compoundSaving },
                ]}
              />
            </>
          )}
          {v.mode === 'return' && (
            <>
              {money('amount', m.start)}
              {money('end', m.end)}
              {whole('days', m.holdDays, m.daysUnit, 36500)}
            </>
          )}
          {v.mode === 'irr' && (
            <>
              {money('monthly', m.monthly)}
              {whole('months', m.months, m.monthsUnit, 1200)}
              {money('end', m.end)}
            </>
          )}
        </OptionsPanel>
        <Result
          figures={figures}
          m={m}
          failed={failed}
          retry={() => (banks.retry(), policy.retry())}
          noBank={bankData?.rates.length === 0}
        />
      </Split>
      {isDeposit && bankData && rate && (
        <Notice testId="invest-source">
          {format(m.depositNote, {
            bank: bankData.bank.name,
            date: rate.effectiveDate,
            asOf: bankData.asOf,
          })}
        </Notice>
      )}
      <Notice>{m.rule}</Notice>
    </ToolBody>
  );
}

function Result(props: {
  figures: Figures | null;
  m: Texts;
  failed: string | null;
  retry: () => void;
  noBank: boolean;
}) {
  const { figures, m } = props;
  if (props.failed !== null)
    return (
      <Notice severity="warning" action={<Button onClick={props.retry}>{m.retry}</Button>}>
        {format(m.loadFailed, { msg: props.failed })}
      </Notice>
    );
  if (!figures) return <Notice>{m.loading}</Notice>;
  if (figures.status !== 'ok')
    return (
      <Notice severity="warning" testId="invest-error">
        {figures.status === 'noRate' && props.noBank ? m.noBankRates : m[figures.status]}
      </Notice>
    );
  return (
    <StatGrid
      testId="invest"
      label={m.results}
      headline={{
        id: 'invest-main',
        label: m[figures.headline.key as keyof Texts],
        value: figures.headline.value,
      }}
      stats={figures.rows.map((r) => ({
        id: r.key,
        label: m[r.key as keyof Texts],
        value: r.value,
      }))}
    />
  );
}
