import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ChoiceChips,
  format,
  Notice,
  NumberField,
  OptionsPanel,
  StatGrid,
  ToolBody,
  useApi,
  useMessages,
  useSettledReport,
  useToolOptions,
} from '../../web/kit/index.js';
import { formatCents } from '../../common/finance/index.js';
import { RATES_API, type CityPolicyData, type RatesAnswer } from '../../common/rates-api.js';
import { messages } from './messages.js';
import { FigureTable, ParamsEditor } from './parts.js';
import { calculate, CITIES, emptyParams, ITEMS, missing, paramsFromRows, SCHEMA, type Params } from './wuxianyijin.js';

const yuan = (c: bigint) => formatCents(c, { grouping: true });

/** An amount with its rate in small type beneath (keeps the table narrow on phones). */
function AmountRate({ amount, rate }: { amount: string; rate: string }) {
  return (
    <>
      {amount}
      <Box component="span" sx={{ display: 'block', fontSize: 11.5, color: 'text.secondary' }}>
        {rate}
      </Box>
    </>
  );
}

/** 五险一金计算: a city's recorded rules (or the visitor's), each contribution, tax and take-home pay. */
export default function WuxianyijinPage() {
  const m = useMessages(messages);
  const { values: o, set, reset, number } = useToolOptions(SCHEMA);
  const custom = o.city === 'custom';
  const policy = useApi<RatesAnswer<CityPolicyData>>(RATES_API.cityRatePolicy, custom ? null : { city: o.city });
  const social = !custom && policy.status === 'done' ? policy.data.data.socialInsurance : null;
  const recorded = useMemo(
    () => (custom ? paramsFromRows([]) : social && paramsFromRows(social.rows)),
    [custom, social],
  );
  const [params, setParams] = useState<Params | null>(null);
  useEffect(() => setParams(recorded), [recorded]);

  // Keep the fund rate inside the range the city allows.
  const min = recorded?.fundRateMin ?? null;
  const max = recorded?.fundRateMax ?? null;
  useEffect(() => {
    if (max !== null && o.fundRate > max) set({ fundRate: max });
    else if (min !== null && o.fundRate < min) set({ fundRate: min });
  }, [min, max]); // eslint-disable-line react-hooks/exhaustive-deps

  const result = useMemo(() => (params ? calculate(o, params) : null), [o, params]);
  const unknown = params ? missing(params) : [];
  const employerUnknown = unknown.filter((k) => k.endsWith('.employer')).length;
  const edited = params !== null && recorded !== null && JSON.stringify(params) !== JSON.stringify(recorded);
  useSettledReport(result ? JSON.stringify(o) : null);

  const cityRows = social?.rows.filter((r) => r.scope === 'city') ?? [];
  // The period all the city's rows are in force together.
  const ends = cityRows.flatMap((r) => (r.validTo ? [r.validTo] : [])).sort();
  const period = cityRows.length
    ? {
        from: cityRows
          .map((r) => r.validFrom)
          .sort()
          .at(-1)!,
        to: ends[0] ?? social!.validOn,
      }
    : null;
  const sources = [...new Set(social?.rows.map((r) => r.source) ?? [])];
  const first = result?.months[0];

  return (
    <ToolBody testId="wuxianyijin-tool" data-state={result ? 'ok' : policy.status}>
      <ChoiceChips
        value={o.city}
        onChange={(city) => set({ city })}
        columns={3}
        testId="wxyj-city"
        choices={CITIES.map((c) => ({ value: c, label: m[c] }))}
      />
      {/* Phone: options, results, then the long list of bases and rates; wide screens: both lists on the left. */}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 2.5 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gridTemplateAreas: { xs: '"options" "results" "params"', md: '"options results" "params results"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'options', display: 'grid' }}>
          <OptionsPanel title={m.title} onReset={reset}>
            <NumberField label={m.wage} unit={m.yuan} testId="wxyj-wage" {...number('wage')} />
            <NumberField label={m.fundRate} unit="%" testId="wxyj-fund-rate" {...number('fundRate')} />
            {min !== null && max !== null && (
              <Box sx={{ fontSize: 12.5, color: 'text.secondary', mt: -1 }}>
                {format(m.fundRange, { city: m[o.city], min, max })}
              </Box>
            )}
            <NumberField label={m.extra} unit={m.yuan} testId="wxyj-extra" {...number('extra')} />
            <Box sx={{ fontSize: 12.5, color: 'text.secondary', mt: -1 }}>{m.extraHint}</Box>
          </OptionsPanel>
        </Box>
        <Box sx={{ gridArea: 'params', display: 'grid' }}>
          {params && (
            <ParamsEditor
              params={params}
              onChange={setParams}
              edited={edited}
              onRestore={() => setParams(recorded ?? emptyParams())}
            />
          )}
        </Box>
        <Box sx={{ gridArea: 'results', display: 'grid', gap: 2 }}>
          {!custom && policy.status === 'loading' && <Notice>{m.loading}</Notice>}
          {!custom && policy.status === 'error' && (
            <Notice>
              {m.failed}{' '}
              <Button size="small" onClick={policy.retry}>
                {m.retry}
              </Button>
            </Notice>
          )}
          {result && first && (
            <>
              <StatGrid
                testId="wxyj-stats"
                headline={{
                  id: 'wxyj-take-home',
                  label: m.takeHome,
                  value: yuan(first.takeHome),
                  detail: format(m.takeHomeDetail, {
                    wage: yuan(first.takeHome + result.employee + first.tax),
                    si: yuan(result.employee),
                    tax: yuan(first.tax),
                  }),
                }}
                stats={[
                  { id: 'wxyj-employee', label: m.employeeTotal, value: yuan(result.employee) },
                  {
                    id: 'wxyj-employer',
                    label: m.employerTotal,
                    value: yuan(result.employer),
                    hint: employerUnknown ? format(m.employerUnknown, { n: employerUnknown }) : undefined,
                  },
                  { id: 'wxyj-tax1', label: m.taxMonth1, value: yuan(first.tax) },
                  { id: 'wxyj-year-tax', label: m.yearTax, value: yuan(result.yearTax) },
                  { id: 'wxyj-year-take-home', label: m.yearTakeHome, value: yuan(result.yearTakeHome) },
                  { id: 'wxyj-cost', label: m.employerCost, value: yuan(result.employerCost) },
                ]}
              />
              <FigureTable
                testId="wxyj-lines"
                heads={[m.item, m.base, m.employee, m.employer]}
                rows={result.lines.map((l, i) => {
                  const item = ITEMS[i];
                  const rate = (side: 'employee' | 'employer') => {
                    const v = item === 'housing_fund' ? o.fundRate : params!.rates[item][side];
                    return v === null ? m.unknown : `${v}%`;
                  };
                  return {
                    key: item,
                    cells: [
                      m[item],
                      yuan(l.base),
                      <AmountRate key="e" amount={yuan(l.employee)} rate={rate('employee')} />,
                      <AmountRate key="r" amount={yuan(l.employer)} rate={rate('employer')} />,
                    ],
                  };
                })}
                foot={[m.total, '', yuan(result.employee), yuan(result.employer)]}
              />
              <Box sx={{ fontWeight: 700, fontSize: 15 }}>{m.months}</Box>
              <FigureTable
                testId="wxyj-months"
                heads={[m.month, m.cumulativeTaxable, m.taxRate, m.tax, m.monthTakeHome]}
                rows={result.months.map((r) => ({
                  key: String(r.month),
                  cells: [
                    format(m.monthN, { n: r.month }),
                    yuan(r.cumulativeTaxable),
                    `${r.ratePct}%`,
                    yuan(r.tax),
                    yuan(r.takeHome),
                  ],
                }))}
                foot={[m.total, '', '', yuan(result.yearTax), yuan(result.yearTakeHome)]}
              />
            </>
          )}
          {custom ? (
            <Notice>{m.customNote}</Notice>
          ) : (
            period && (
              <Notice>
                <span data-testid="wxyj-sourced">
                  {format(m.sourced, {
                    city: m[o.city],
                    from: period.from,
                    to: period.to,
                    note: social!.current ? '' : m.stale,
                  })}
                </span>
                <Box component="span" sx={{ display: 'block', mt: 1 }}>
                  {m.sources}：
                </Box>
                {sources.map((s) => (
                  <Box component="span" key={s} sx={{ display: 'block', fontSize: 12.5 }}>
                    · {s}
                  </Box>
                ))}
              </Notice>
            )
          )}
          <Notice>{m.taxNote}</Notice>
        </Box>
      </Box>
    </ToolBody>
  );
}
